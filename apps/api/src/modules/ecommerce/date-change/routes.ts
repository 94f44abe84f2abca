import {
  dateChangeOfferSchema,
  dateChangePaymentResultSchema,
  dateChangePaymentSchema,
  dateChangeSchema,
  newDatesSchema,
} from "@park/domain/date-change/date-change-schemas.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { detailedErrorSchema, errorResponseSchema } from "../../../http/error-response.ts";
import { verifiedVisitorId } from "../../auth/visitor/require-visitor.ts";
import { siteOrigin } from "../charge/site-origin.ts";
import {
  notYoursResponse,
  quoteErrorResponses,
  quoteIdParamsSchema,
  unauthorizedResponse,
} from "../shared/route-schemas.ts";
import type { DateChangePaymentService } from "./date-change-payment.ts";
import type { DateChangeService } from "./service.ts";

const changeParamsSchema = z.object({ id: z.string().check(z.describe("Date change id (UUID)")) });

const refusals = {
  ...quoteErrorResponses,
  400: detailedErrorSchema.check(
    z.describe(
      "validation_error with `fields`, date_change_past, arrival_too_soon, date_change_beyond_horizon, no_price (`dates`)",
    ),
  ),
  401: unauthorizedResponse,
  403: notYoursResponse,
  409: detailedErrorSchema.check(
    z.describe(
      "date_change_not_paid, date_change_too_late (24 h, 72 h for lodging), same_dates, capacity_full, " +
        "can_not_save_reservation, date_change_activities (`dates`), promotion_no_longer_applies, " +
        "date_change_in_progress, date_change_difference_changed (`totalAmount`: the difference now)",
    ),
  ),
} as const;

export const dateChangeRoutes: FastifyPluginAsyncZod<{
  service: DateChangeService;
  payment: DateChangePaymentService;
}> = async (app, { service, payment }) => {
  app.post(
    "/api/ecommerce/quotes/:id/date-change/offer",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["ecommerce"],
        summary: "Price a paid visit's move to other dates (secure, its owner only)",
        description:
          "001 §9 terms: up to 24 hours before arrival (72 for lodging), to dates with room. Answers the new total " +
          "at the sale's prices and the difference to pay; a lower total is not refunded (notRefunded). Holds nothing.",
        params: quoteIdParamsSchema,
        body: newDatesSchema,
        response: { 200: dateChangeOfferSchema, ...refusals },
      },
    },
    (request) => service.offer(request.params.id, verifiedVisitorId(request), request.body),
  );

  app.post(
    "/api/ecommerce/quotes/:id/date-changes",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["ecommerce"],
        summary: "Move a paid visit to other dates (secure, its owner only)",
        description:
          "Holds the new nights and answers the change HELD with the difference to pay (POST " +
          "/api/ecommerce/date-changes/{id}/payment), or APPLIED at once when there is nothing to pay. `difference` " +
          "is the one the visitor saw, in pesos. The visit code stays the same; a new confirmation e-mail is sent.",
        params: quoteIdParamsSchema,
        body: z.intersection(newDatesSchema, z.object({ difference: z.number().check(z.nonnegative()) })),
        response: { 201: dateChangeSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { arrivalDate, departureDate, difference } = request.body;
      const change = await service.start(
        request.params.id,
        verifiedVisitorId(request),
        { arrivalDate, departureDate },
        difference,
      );
      return reply.code(201).send(change);
    },
  );

  app.get(
    "/api/ecommerce/date-changes/:id",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["ecommerce"],
        summary: "A date change as it stands (secure, its owner only)",
        description:
          "The new dates, what they cost or give back and where the change stands, as the order page shows " +
          "it. Only the visitor token that owns the order may read it: 403 otherwise, 404 for an unknown id.",
        params: changeParamsSchema,
        response: {
          200: dateChangeSchema,
          401: unauthorizedResponse,
          403: notYoursResponse,
          404: errorResponseSchema.check(z.describe("date_change_not_found")),
        },
      },
    },
    (request) => service.get(request.params.id, verifiedVisitorId(request)),
  );

  app.post(
    "/api/ecommerce/date-changes/:id/payment",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["ecommerce"],
        summary: "Pay a date change's difference by card (secure, its owner only)",
        description:
          "As POST /api/ecommerce/payment/: first with the paymentMethodId, after card authentication " +
          "(requires_action) with the paymentIntentId. A refused card answers status error and leaves the change " +
          "HELD for another card; a repeated post never charges twice.",
        params: changeParamsSchema,
        body: dateChangePaymentSchema,
        response: {
          200: dateChangePaymentResultSchema,
          ...refusals,
          404: errorResponseSchema.check(
            z.describe("date_change_not_found, or not_found for an intent of another change"),
          ),
          409: detailedErrorSchema.check(
            z.describe(
              "date_change_in_progress, date_change_ended, date_change_difference_changed, exchange_rate_changed, " +
                "card_country_mismatch, or why the visit could not move after all (the difference is then refunded)",
            ),
          ),
          502: errorResponseSchema.check(z.describe("not_acceptable: the provider refused the request")),
        },
      },
    },
    (request) =>
      payment.pay(request.params.id, verifiedVisitorId(request), request.body, siteOrigin(request)),
  );
};
