import { centavosToPesos } from "@park/domain/money.ts";
import { promotionMovesVisitSchema } from "@park/domain/promotions/promotion-moves-visit-dto.ts";
import {
  cancelPromotionParamsSchema,
  promotionQuoteQuerySchema,
} from "@park/domain/promotions/promotion-schemas.ts";
import { quoteDtoSchema } from "@park/domain/quote/quote-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { AppError } from "../../../http/app-error.ts";
import { errorBody } from "../../../http/error-handler.ts";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { languageOf } from "../../../http/language.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import { fill } from "../../../texts/texts.ts";
import { verifiedVisitorId } from "../../auth/visitor/require-visitor.ts";
import { notYoursResponse, quoteErrorResponses, unauthorizedResponse } from "../shared/route-schemas.ts";
import { CODE_GUESS_LIMITS, createCodeGuessLimit } from "./code-guess-limit.ts";
import { CODE_NOT_FOUND, type PromotionsService } from "./service.ts";

const applyParamsSchema = z.object({
  code: z
    .string()
    .check(
      z.describe(
        "The special code: 8 letters, digits or underscores, any case (checked by the call, see 400)",
      ),
    ),
});

const moveVisitSchema = z.extend(errorResponseSchema, promotionMovesVisitSchema.shape);

const ownerOnly =
  "Only the quote's owner (the visitor token that created it) may call it; refusals change nothing.";

export const promotionsRoutes: FastifyPluginAsyncZod<{ service: PromotionsService }> = async (
  app,
  { service },
) => {
  const guesses = createCodeGuessLimit(app);

  app.post(
    "/api/ecommerce/promotions/apply/:code",
    {
      preHandler: [app.requireVisitor, guesses.check],
      schema: {
        tags: ["ecommerce"],
        summary: "Apply a special code to a quote (its owner only)",
        description:
          "The code is matched ignoring case. When the promotion applies to the visit as it stands (arrival " +
          "inside its dates, its arrival time), it is recorded on the quote and the answer is the quote with " +
          "its `promotion`. When the visit has other dates or another arrival time, nothing changes and the " +
          "answer is 409 promotion_moves_visit with the `visit` the promotion needs (the change-dates modal " +
          "moves the quote there with PUT /quotes/{id}, then sends the code again). Refusals: 400 " +
          "code_required (empty) / code_invalid (not 8 letters, digits or underscores; or the promotion has " +
          "ended), 404 code_not_found, 409 promotion_no_saving (the code would not lower the visit's total, " +
          "moved or not: a code never makes a visit dearer), promotion_with_3x2 (cancel the 3x2 offer first), " +
          "promotion_day_pass_at_night, promotion_lodge_capacity. Unknown codes are limited to " +
          `${CODE_GUESS_LIMITS.perVisitor} per visitor and ${CODE_GUESS_LIMITS.perAddress} per address every ` +
          `${CODE_GUESS_LIMITS.timeWindow} (429 too_many_code_attempts, with Retry-After). ${ownerOnly}`,
        params: applyParamsSchema,
        querystring: promotionQuoteQuerySchema,
        response: {
          200: quoteDtoSchema,
          ...quoteErrorResponses,
          400: errorResponseSchema.check(
            z.describe("code_required, code_invalid, or validation_error (quoteId)"),
          ),
          401: unauthorizedResponse,
          403: notYoursResponse,
          404: errorResponseSchema.check(z.describe("code_not_found; quote_not_found")),
          409: z
            .union([moveVisitSchema, errorResponseSchema])
            .check(
              z.describe(
                "promotion_moves_visit (with visit, promotion and totals); promotion_no_saving; promotion_with_3x2; " +
                  "promotion_day_pass_at_night; promotion_lodge_capacity; quote_paid / quote_payment_pending",
              ),
            ),
          429: errorResponseSchema.check(z.describe("too_many_code_attempts; too_many_requests")),
        },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers["accept-language"]);
      try {
        const outcome = await service.apply(
          { code: request.params.code, quoteId: request.query.quoteId },
          verifiedVisitorId(request),
        );
        if (outcome.kind === "applied") return outcome.quote;
        if (outcome.kind === "lodge_capacity") {
          const body = errorBody("promotion_lodge_capacity", language);
          return reply
            .code(409)
            .send({ ...body, message: fill(body.message, { max: outcome.maxLodgeCapacity }) });
        }
        const { promotion } = outcome;
        return reply.code(409).send({
          ...errorBody("promotion_moves_visit", language),
          visit: outcome.visit,
          totals: {
            before: centavosToPesos(outcome.totals.before),
            after: centavosToPesos(outcome.totals.after),
          },
          promotion: {
            id: String(promotion.id),
            startDate: promotion.startDate,
            endDate: promotion.endDate,
            arrivalTime: promotion.arrivalTime,
            datesValidityOnly: promotion.datesValidityOnly,
          },
        });
      } catch (err) {
        if (err instanceof AppError && err.code === CODE_NOT_FOUND) await guesses.countGuess(request);
        throw err;
      }
    },
  );

  app.delete(
    "/api/ecommerce/promotions/apply/:promotionId",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["ecommerce"],
        summary: "Cancel the special code applied to a quote (secure, its owner only)",
        description: `The answer is the quote without its promotion. 404 promotion_not_applied when the quote does not have that promotion. ${ownerOnly}`,
        params: cancelPromotionParamsSchema,
        querystring: promotionQuoteQuerySchema,
        response: {
          200: quoteDtoSchema,
          ...quoteErrorResponses,
          400: errorResponseSchema.check(z.describe("validation_error (promotionId, quoteId)")),
          401: unauthorizedResponse,
          403: notYoursResponse,
          404: errorResponseSchema.check(z.describe("promotion_not_applied; quote_not_found")),
          409: errorResponseSchema.check(z.describe("quote_paid / quote_payment_pending")),
          ...pickErrors(429),
        },
      },
    },
    (request) =>
      service.cancel(
        { promotionId: request.params.promotionId, quoteId: request.query.quoteId },
        verifiedVisitorId(request),
      ),
  );
};
