import { isoDateSchema } from "@park/domain/catalog.ts";
import { OVERVIEW_MAX_NIGHTS, UNIT_NIGHT_VIEW_STATES } from "@park/domain/office-today/day-overview.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import type { TodayService } from "./service.ts";

const loadSchema = z.object({
  arrivingVisits: z.number(),
  arrivingPersons: z.number(),
  paidPersons: z.number().describe("Persons of paid visits the capacity counts on this date"),
  heldPersons: z.number().describe("Persons of visits being chosen or paid (holding lodging, or paying)"),
  limit: z.number().nullable().describe("The date's limit; null when the arrival time has none"),
  left: z.number().nullable(),
});

export const todayOverviewSchema = z.object({
  today: isoDateSchema,
  first: isoDateSchema,
  last: isoDateSchema,
  days: z.array(z.object({ date: isoDateSchema, DAY: loadSchema, NIGHT: loadSchema })),
  units: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      kind: z.string(),
      nights: z.array(
        z.object({
          night: isoDateSchema,
          state: z.enum(UNIT_NIGHT_VIEW_STATES),
          code: z.string().nullable().describe("Visit code of the quote holding or owning it"),
          blockReason: z.string().nullable(),
        }),
      ),
    }),
  ),
  activities: z.array(
    z.object({
      date: isoDateSchema,
      slots: z.array(
        z.object({
          scheduleId: z.number(),
          type: z.string(),
          startHour: z.string(),
          units: z.number(),
          sold: z.number(),
          held: z.number(),
          left: z.number(),
        }),
      ),
    }),
  ),
});

const querySchema = z.object({
  from: isoDateSchema.optional().describe("First date shown (YYYY-MM-DD); today in the park by default"),
  nights: z.coerce
    .number()
    .int()
    .min(1)
    .max(OVERVIEW_MAX_NIGHTS)
    .default(7)
    .describe(`Days shown, 1 to ${OVERVIEW_MAX_NIGHTS}`),
});

export const todayRoutes: FastifyPluginAsyncZod<{ service: TodayService }> = async (app, { service }) => {
  app.get(
    "/api/office/today",
    {
      onRequest: app.requireStaff("front_desk"),
      schema: {
        tags: ["office"],
        summary: "Today and the coming days (front desk)",
        description:
          "For each date from `from`: arrivals and admission capacity per arrival time (paid and held persons " +
          "against the DAY and NIGHT limits, as the sale counts them), the 37 units' state each night (SOLD, " +
          "HELD, BLOCKED or FREE, with the visit code or the block's reason) and every activity slot's places " +
          "(sold, held, left). Staff only: front_desk or admin.",
        querystring: querySchema,
        response: {
          200: todayOverviewSchema,
          401: errorResponseSchema.describe("staff_session_required"),
          403: errorResponseSchema.describe("staff_role_forbidden"),
          ...pickErrors(400, 429, 500),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.overview(request.query);
    },
  );
};
