import { dateRangeQuerySchema } from "@park/domain/catalog.ts";
import { ARRIVAL_TIMES } from "@park/domain/constants.ts";
import { capacityFullSchema } from "@park/domain/quote/capacity-full-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import type { AvailabilityAnswers } from "../availability/availability-answers.ts";
import type { CapacitiesService } from "./service.ts";

const capacityQuerySchema = z.intersection(
  dateRangeQuerySchema,
  z.object({
    arrivalTime: z
      .enum(ARRIVAL_TIMES, {
        error: (issue) => (issue.input === undefined ? "required" : "invalid_arrival_time"),
      })
      .check(z.describe("DAY or NIGHT")),
  }),
);

export const capacitiesRoutes: FastifyPluginAsyncZod<{
  service: CapacitiesService;
  answers: AvailabilityAnswers;
}> = async (app, { service, answers }) => {
  app.get(
    "/api/ecommerce/capacities/full",
    {
      schema: {
        tags: ["ecommerce"],
        summary: "Whether admission is sold out for an arrival time",
        description:
          "capacityFull is true when a visit arriving on startDate at arrivalTime and leaving on endDate (at most " +
          "2 years later) finds a date already full: for a DAY arrival, the DAY capacity of startDate; for any " +
          "arrival, the NIGHT capacity of every night from startDate to the night before endDate (persons are in " +
          "the park every night of their stay; docs/decisions/0005-capacity-dates.md). Counted: quotes that are " +
          "paid, being paid, or holding lodging units that have not expired. Capacity is a setting per arrival " +
          "time (admission_capacities) with optional per-date exceptions (admission_capacity_overrides). A sale " +
          "checks the same dates.",
        querystring: capacityQuerySchema,
        response: {
          200: capacityFullSchema,
          400: errorResponseSchema.check(
            z.describe("Invalid dates or arrival time; `fields` lists each one"),
          ),
          ...pickErrors(429, 500),
        },
      },
    },
    (request, reply) =>
      answers.send(request, reply, capacityFullSchema, async () => ({
        capacityFull: await service.isFull(request.query),
      })),
  );
};
