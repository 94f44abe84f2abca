import { type Clock, parkDate } from "@park/domain/dates.ts";
import { parkClockSchema } from "@park/domain/park-clock-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pickErrors } from "../../../http/route-schemas.ts";

/** The server's "now", so the web never trusts the device clock for prices and dates. */
export const clockRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get(
    "/api/core/clock",
    {
      schema: {
        tags: ["core"],
        summary: "Server time and the park's date",
        description:
          "`now` is the server's instant (ISO 8601, UTC) and `today` the park's date in America/Tijuana: " +
          "what may still be booked is decided from them, never from the visitor's device clock.",
        response: { 200: parkClockSchema, ...pickErrors(429, 500) },
      },
    },
    () => {
      const now = clock();
      return { now: now.toISOString(), today: parkDate(now) };
    },
  );
};
