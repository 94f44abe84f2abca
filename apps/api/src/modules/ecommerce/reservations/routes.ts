import { dateRangeQuerySchema } from "@park/domain/catalog.ts";
import { HOLD_MINUTES, STAY_TYPES } from "@park/domain/constants.ts";
import { availableStaySchema, lostUnitsSchema } from "@park/domain/quote/lodging-units-dto.ts";
import { quoteDtoSchema } from "@park/domain/quote/quote-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { detailedErrorSchema, errorResponseSchema } from "../../../http/error-response.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import { verifiedVisitorId } from "../../auth/visitor/require-visitor.ts";
import type { AvailabilityAnswers } from "../availability/availability-answers.ts";
import {
  notYoursResponse,
  quoteErrorResponses,
  quoteIdQuerySchema,
  unauthorizedResponse,
} from "../shared/route-schemas.ts";
import type { ReservationsService } from "./service.ts";

const stayTypeSchema = z.enum(STAY_TYPES, {
  error: (issue) => (issue.input === undefined ? "required" : "invalid_stay_type"),
});

const unitIdSchema = z.pipe(
  z.union([z.string().check(z.regex(/^\d{1,9}$/)), z.int().check(z.positive(), z.lte(999_999_999))], {
    error: () => "unknown_unit",
  }),
  z.transform(String),
);

const availablesQuerySchema = z.intersection(
  dateRangeQuerySchema,
  z.object({
    stayType: z
      .optional(stayTypeSchema)
      .check(z.describe("Only units of this lodging kind; [] for a stay without lodging")),
    quoteId: z.optional(quoteIdQuerySchema).check(z.describe("Units this quote holds count as available")),
  }),
);

const holdBodySchema = z.object({
  quoteId: z.string({ error: (issue) => (issue.input === undefined ? "required" : "invalid_id") }),
  stayIds: z
    .array(unitIdSchema, { error: (issue) => (issue.input === undefined ? "required" : "invalid_value") })
    .check(
      z.maxLength(50, { message: "too_many_units_chosen" }),
      z.describe(
        "Ids of the chosen units (staying.id of the availables call); [] releases the quote's holds",
      ),
    ),
});

const renewBodySchema = z.object({
  quoteId: z.string({ error: (issue) => (issue.input === undefined ? "required" : "invalid_id") }),
});

export const reservationsRoutes: FastifyPluginAsyncZod<{
  service: ReservationsService;
  answers: AvailabilityAnswers;
}> = async (app, { service, answers }) => {
  app.get(
    "/api/ecommerce/reservations/availables/",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["ecommerce"],
        summary: "Lodging units and whether they are free (secure)",
        description:
          "Every lodging unit (only those of stayType when given), in the park's order, with whether it is free on " +
          "every night from startDate to the night before endDate (the night of startDate when both are equal). A " +
          "unit is taken when another quote bought it or holds it and the hold has not expired, or the front desk " +
          "blocked it; units held by quoteId are available. Every unit of a kind is taken when other quotes' " +
          "lodging counts (held without naming units, decision 0045) leave none of the kind free on some night.",
        querystring: availablesQuerySchema,
        response: {
          200: z.array(availableStaySchema),
          400: errorResponseSchema.check(z.describe("Invalid query; `fields` lists each problem")),
          401: unauthorizedResponse,
          ...pickErrors(429, 500),
        },
      },
    },
    (request, reply) =>
      answers.send(request, reply, z.array(availableStaySchema), () => service.availables(request.query)),
  );

  app.put(
    "/api/ecommerce/reservations/",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["ecommerce"],
        summary: "Hold the chosen lodging units for a quote (secure, its owner only)",
        description:
          "Only the visitor who created the quote may change its units (403 quote_not_yours otherwise; 404 first " +
          `for an unknown quote). Holds every chosen unit on every night of the quote for ${HOLD_MINUTES} minutes (holdExpiresAt in the ` +
          "answer) and releases the quote's other holds. All or nothing: when another quote holds or bought one of " +
          "the unit-nights, nothing changes and the answer is 409 can_not_save_reservation with `unavailable` (unit " +
          "names). 400 for unknown unit ids, units of another kind than the quote's lodging, a unit twice, or more " +
          "units than the quote has.",
        body: holdBodySchema,
        response: {
          200: quoteDtoSchema,
          ...quoteErrorResponses,
          401: unauthorizedResponse,
          403: notYoursResponse,
          409: detailedErrorSchema.check(
            z.describe("can_not_save_reservation with `unavailable`; or quote_paid / quote_payment_pending"),
          ),
        },
      },
    },
    (request) => service.hold(request.body.quoteId, request.body.stayIds, verifiedVisitorId(request)),
  );

  app.post(
    "/api/ecommerce/reservations/renew",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["ecommerce"],
        summary: "Keep the quote's held units for longer (secure, its owner only)",
        description:
          `While the visitor is in the cart or checkout, the web renews the quote's holds: every hold still live ` +
          `now lasts ${HOLD_MINUTES} minutes from now, and the answer is the quote with its new holdExpiresAt. ` +
          "Holds that already ended are not renewed (another quote may have the units): the answer's " +
          "holdExpiresAt is then null and the visitor chooses the units again. 403 quote_not_yours for another " +
          "visitor's quote, 404 for an unknown one, 409 when it is paid or being paid; nothing changes then.",
        body: renewBodySchema,
        response: {
          200: quoteDtoSchema,
          ...quoteErrorResponses,
          401: unauthorizedResponse,
          403: notYoursResponse,
          409: errorResponseSchema.check(z.describe("quote_paid / quote_payment_pending")),
        },
      },
    },
    (request) => service.renewHolds(request.body.quoteId, verifiedVisitorId(request)),
  );

  app.get(
    "/api/ecommerce/reservations/valid/by-quote/:quoteId",
    {
      schema: {
        tags: ["ecommerce"],
        summary: "Chosen units the quote has lost",
        description:
          "The units chosen for the quote that another quote now holds or bought on one of its nights (the quote's " +
          "hold expired meanwhile), by kind. Empty lists when every chosen unit can still be had.",
        params: z.object({ quoteId: z.string().check(z.describe("Quote id (UUID)")) }),
        response: {
          200: lostUnitsSchema,
          ...quoteErrorResponses,
        },
      },
    },
    (request) => service.lostUnits(request.params.quoteId),
  );
};
