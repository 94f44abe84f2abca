import { type Clock, parkDate } from "@park/domain/dates.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pickErrors } from "../../../http/route-schemas.ts";

const clockSchema = z.object({
  now: z.string().describe("Server time, ISO instant (pinned when CLOCK_NOW is set)"),
  today: z.string().describe("Today's date in the park's time zone (America/Tijuana), YYYY-MM-DD"),
});

/** The server's "now", so the web never trusts the device clock for prices and dates. */
export const clockRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get(
    "/api/core/clock",
    {
      schema: {
        tags: ["core"],
        summary: "Server time and the park's date",
        response: { 200: clockSchema, ...pickErrors(429, 500) },
      },
    },
    () => {
      const now = clock();
      return { now: now.toISOString(), today: parkDate(now) };
    },
  );
};
