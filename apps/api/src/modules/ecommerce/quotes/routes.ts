import { HOLD_MINUTES, LANGUAGES } from "@park/domain/constants.ts";
import { quoteDtoSchema } from "@park/domain/quote/quote-dto.ts";
import { createQuoteSchema, updateQuoteSchema } from "@park/domain/quote/quote-schemas.ts";
import { summaryFileSchema } from "@park/domain/quote/quote-summary-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { languageOf } from "../../../http/language.ts";
import { verifiedVisitorId } from "../../auth/visitor/require-visitor.ts";
import { quoteLookupRoutes } from "../shared/quote-lookup-routes.ts";
import {
  notYoursResponse,
  quoteErrorResponses,
  quoteIdParamsSchema,
  unauthorizedResponse,
} from "../shared/route-schemas.ts";
import type { QuotesService } from "./service.ts";
import type { QuoteSummaries } from "./summaries.ts";

const PRICED_BY_SERVER =
  "Items, prices, discount and total are computed by the server from the catalog every time; anything of " +
  "the kind sent by the browser is ignored. Amounts are pesos with 2 decimals; item names are in the quote's language.";

// One object with the quote's own rules (safeExtend keeps them): an intersection parsed the whole body
// twice and then merged the two results key by key, on every update.
const updateBodySchema = z.safeExtend(updateQuoteSchema, {
  language: z
    .optional(z.enum(LANGUAGES, { error: () => "invalid_value" }))
    .check(z.describe("Language of the quote's texts and printed summaries; unchanged when absent")),
});

const conflict = errorResponseSchema.check(
  z.describe(
    "quote_paid: the visit is already paid; quote_payment_pending: its payment is under way; " +
      "can_not_save_reservation: the lodging asked for is not free (`unavailable` empty)",
  ),
);

export const quotesRoutes: FastifyPluginAsyncZod<{
  service: QuotesService;
  summaries: QuoteSummaries;
}> = async (app, { service, summaries }) => {
  app.post(
    "/api/ecommerce/quotes/",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["ecommerce"],
        summary: "Create a quote for a visit (secure)",
        description:
          "Creates the quote with a new visit code (10 characters of 23456789ABCDEFGHJKLMNPQRSTUVWXYZ), owned by " +
          "the bearer of the visitor token: every later change of the quote (PUT, reservations) needs a token of " +
          "the same visitor (POST /auth/visitor/renew keeps the visitor). A lodging " +
          "stay type starts with persons / 6 units of that kind, rounded up, at least 1, held for its nights " +
          `like the units of the map (${HOLD_MINUTES} minutes, renewed by POST /reservations/renew) when the ` +
          "kind has that many free; otherwise the quote is made without them and saleIssues says so. The arrival " +
          "window must open 24 hours or more from now (DAY 7:30 am, NIGHT 6:00 pm, park time; 400 arrival_too_soon) " +
          "and not after 30 June of " +
          "next year; a day pass arrives by DAY and leaves the day it arrives, other stays at least a day later. " +
          "saleIssues lists why the quote cannot be sold yet (empty when it can). The " +
          "quote's language is the request's (Accept-Language). 400 no_price lists the dates without a price. " +
          PRICED_BY_SERVER,
        body: createQuoteSchema,
        response: { 201: quoteDtoSchema, ...quoteErrorResponses, 401: unauthorizedResponse },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers["accept-language"]);
      const quote = await service.create(request.body, language, verifiedVisitorId(request));
      return reply.code(201).send(quote);
    },
  );

  await app.register(quoteLookupRoutes, {
    base: "/api/ecommerce/quotes",
    quotes: service,
    byId: {
      summary: "A quote, priced now",
      description: `The quote priced from today's catalog. When a date lost its price since, the answer carries \`error\` (no_price) and no items. ${PRICED_BY_SERVER}`,
    },
    byCode: {
      summary: "A quote by its visit code",
      description: `Codes are matched ignoring case and surrounding spaces. 404 quote_not_found for an unknown code. ${PRICED_BY_SERVER}`,
    },
  });

  app.put(
    "/api/ecommerce/quotes/:id",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["ecommerce"],
        summary: "Change a quote (secure, its owner only)",
        description:
          "Only the visitor who created the quote may change it: 401 without a valid token, 403 quote_not_yours " +
          "for another visitor's token (404 first when the quote does not exist); nothing changes then. " +
          "Send the whole quote; only visit, the lodging counts of products, offer3x2 and language are read: " +
          "activity counts change only through PUT /api/ecommerce/visit-activities. New dates or arrival time " +
          "cancel the quote's activity bookings (their places freed) and its special code; turning offer3x2 on " +
          "cancels the special code. The same date rules as " +
          "creation apply, plus: one lodging kind, matching the stay type, at most 6 persons per unit. Chosen " +
          "lodging units that no longer fit (another kind, beyond the new count) are released, and so are holds on " +
          "nights outside the new dates. The lodging count holds that many units of its kind on every night of the " +
          "stay, without naming them (decision 0045): a change asking for units the quote does not hold (a " +
          "higher count, another kind, a night outside its stay) is refused with 409 can_not_save_reservation " +
          `when other quotes, sales and blocks leave fewer free, and the quote keeps what it had. ${PRICED_BY_SERVER}`,
        params: quoteIdParamsSchema,
        body: updateBodySchema,
        response: {
          200: quoteDtoSchema,
          ...quoteErrorResponses,
          401: unauthorizedResponse,
          403: notYoursResponse,
          409: conflict,
        },
      },
    },
    (request) => service.update(request.params.id, request.body, verifiedVisitorId(request)),
  );

  app.get(
    "/api/ecommerce/quotes/:id/summary",
    {
      schema: {
        tags: ["ecommerce"],
        summary: "Printable summary of the visit (PDF)",
        description:
          "PDF in the quote's language: park, visit code, dates with the arrival window, visitors, each line " +
          "(quantity x unit price and total), discount, total in MXN, lodging units and notices.",
        params: quoteIdParamsSchema,
        response: { 200: summaryFileSchema, ...quoteErrorResponses },
      },
    },
    (request) => summaries.summary(request.params.id, "visit"),
  );

  app.get(
    "/api/ecommerce/quotes/:id/activities/summary",
    {
      schema: {
        tags: ["ecommerce"],
        summary: "Printable summary of the visit's activities (PDF)",
        description:
          "PDF in the quote's language with the visit's activity lines, their total and what each activity requires.",
        params: quoteIdParamsSchema,
        response: { 200: summaryFileSchema, ...quoteErrorResponses },
      },
    },
    (request) => summaries.summary(request.params.id, "activities"),
  );
};
