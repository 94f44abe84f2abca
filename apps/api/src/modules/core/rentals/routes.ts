import { dateRangeQuerySchema } from "@park/domain/catalog.ts";
import { STAY_TYPES } from "@park/domain/constants.ts";
import { dateListSchema } from "@park/domain/date-list-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import type { AvailabilityAnswers } from "../../ecommerce/availability/availability-answers.ts";
import { quoteIdQuerySchema } from "../../ecommerce/shared/route-schemas.ts";
import type { RentalsService } from "./service.ts";

const unavailableQuerySchema = z.intersection(
  dateRangeQuerySchema,
  z.object({
    quantity: z.coerce
      .number({ error: (issue) => (issue.input === undefined ? "required" : "invalid_count") })
      .check(
        z.int({ message: "invalid_count" }),
        z.describe("Units the visitor needs; 0 or less answers []"),
      ),
    stayType: z
      .enum(STAY_TYPES, { error: (issue) => (issue.input === undefined ? "required" : "invalid_stay_type") })
      .check(z.describe("Lodging kind asked about; a stay without lodging answers []")),
    quoteId: z.optional(quoteIdQuerySchema).check(z.describe("Units this quote holds count as free")),
  }),
);

export const rentalsRoutes: FastifyPluginAsyncZod<{
  service: RentalsService;
  answers: AvailabilityAnswers;
}> = async (app, { service, answers }) => {
  // Same error answers as the reservation calls it belongs with (quote field messages).

  app.get(
    "/api/core/rentals/unavailable",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["core"],
        summary: "Dates without enough free lodging units (secure)",
        description:
          "Dates from startDate to endDate (both included, each meaning the night that starts on it) on which fewer " +
          "than quantity units of the stay type's lodging kind are free. A unit is taken when another quote bought " +
          "it or holds it and the hold has not expired; units held by quoteId count as free. [] when quantity is 0 " +
          "or less, or the stay type is not lodging. The calendars disable these dates.",
        querystring: unavailableQuerySchema,
        response: {
          200: dateListSchema,
          400: errorResponseSchema.check(z.describe("Invalid query; `fields` lists each problem")),
          401: errorResponseSchema.check(z.describe("Missing, forged or expired visitor token")),
          ...pickErrors(429, 500),
        },
      },
    },
    (request, reply) =>
      answers.send(request, reply, dateListSchema, () => service.unavailableDates(request.query)),
  );
};
