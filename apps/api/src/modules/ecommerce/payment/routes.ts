import {
  paymentResultSchema,
  paymentSettingsSchema,
  quoteIntentSchema,
} from "@park/domain/checkout/payment-result.ts";
import { paymentRequestSchema } from "@park/domain/checkout/payment-schema.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { detailedErrorSchema, errorResponseSchema } from "../../../http/error-response.ts";
import { verifiedVisitorId } from "../../auth/visitor/require-visitor.ts";
import { siteOrigin } from "../charge/site-origin.ts";
import type { QuotesService } from "../quotes/service.ts";
import { quoteLookupRoutes } from "../shared/quote-lookup-routes.ts";
import {
  notYoursResponse,
  quoteErrorResponses,
  quoteIdParamsSchema,
  unauthorizedResponse,
} from "../shared/route-schemas.ts";
import type { PaymentQueries } from "./payment-queries.ts";
import type { PaymentService } from "./payment-service.ts";

export const paymentRoutes: FastifyPluginAsyncZod<{
  service: PaymentService;
  queries: PaymentQueries;
  quotes: QuotesService;
}> = async (app, { service, queries, quotes }) => {
  app.post(
    "/api/ecommerce/payment/",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["ecommerce"],
        summary: "Pay a quote by card (secure, its owner only)",
        description:
          "The spec's payment data (000 §3) plus totalAmount, the total in pesos the visitor saw. First post with " +
          "the paymentMethodId the browser created; after card authentication (status requires_action: " +
          "clientSecret, and redirectUrl with the sandbox) post again with the paymentIntentId. The server " +
          "re-prices the quote: a different total is refused (409 total_changed with the new totalAmount); USD " +
          "only for cards from the USA, at the current rate (409 exchange_rate_changed with the rate), charged " +
          "round(total / rate, 2). A refused card answers 200 with status error and the card's code in message; " +
          "the quote is OPEN again for another card. A repeated post (double click, second tab) answers from " +
          "the first attempt and never charges twice.",
        body: paymentRequestSchema,
        response: {
          ...quoteErrorResponses,
          200: paymentResultSchema,
          400: detailedErrorSchema.check(
            z.describe(
              "validation_error with `fields`, arrival_too_soon, no_price, not_acceptable (unknown payment method)",
            ),
          ),
          401: unauthorizedResponse,
          403: notYoursResponse,
          404: errorResponseSchema.check(
            z.describe("quote_not_found, or not_found for an intent of another quote"),
          ),
          409: detailedErrorSchema.check(
            z.describe(
              "quote_paid, quote_payment_pending, can_not_save_reservation (`unavailable`), capacity_full, " +
                "total_changed (`totalAmount`), exchange_rate_changed (`exchangeRate`), card_country_mismatch, " +
                "can_not_make_any_more_online_payments, or another sale issue",
            ),
          ),
          502: errorResponseSchema.check(z.describe("not_acceptable: the provider refused the request")),
        },
      },
    },
    (request) => service.pay(request.body, verifiedVisitorId(request), siteOrigin(request)),
  );

  app.get(
    "/api/ecommerce/quotes/:id/intent",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["ecommerce"],
        summary: "The quote's latest payment intent (secure, its owner only)",
        description: "Its provider status and client secret; 404 when no payment reached the provider.",
        params: quoteIdParamsSchema,
        response: {
          200: quoteIntentSchema,
          ...quoteErrorResponses,
          401: unauthorizedResponse,
          403: notYoursResponse,
        },
      },
    },
    (request) => queries.latestIntent(request.params.id, verifiedVisitorId(request)),
  );

  await app.register(quoteLookupRoutes, {
    base: "/api/ecommerce/payment/quotes",
    quotes,
    byId: {
      summary: "A quote as the confirmation page shows it",
      description:
        "The quote with its payment (currency, rate, amount charged in that currency, card brand and last 4, " +
        "paid at) and the contact's first name; nothing else personal.",
    },
    byCode: {
      summary: "A quote by its visit code, as the confirmation page shows it",
      description:
        "The same answer as GET /api/ecommerce/payment/quotes/{id}, found by the visit code of the " +
        "confirmation and its QR. 404 for a code no quote has; lookups are limited per address (429).",
    },
  });

  app.get(
    "/api/ecommerce/payment/settings",
    {
      schema: {
        tags: ["ecommerce"],
        summary: "Which card fields the web shows",
        description:
          "sandbox: the built-in Stripe sandbox's publishable key for both currencies (the web shows its own card " +
          "fields); stripe: the publishable keys for MXN and USD (000 §7: one key for USD, another for the rest).",
        response: { 200: paymentSettingsSchema },
      },
    },
    () => queries.settings(),
  );
};
