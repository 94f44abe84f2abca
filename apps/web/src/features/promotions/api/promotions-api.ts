import {
  type PromotionMovesVisit,
  promotionMovesVisitSchema,
} from "@park/domain/promotions/promotion-moves-visit-dto.ts";
import { type QuoteDto, quoteDtoSchema } from "@park/domain/quote/quote-dto.ts";
import { z } from "zod/mini";
import { apiRequest } from "../../../shared/api/api-client.ts";
import { ApiError } from "../../../shared/api/api-error.ts";

/** The visit a promotion needs (409 promotion_moves_visit of POST apply/{code}). */
export type ProposedVisit = PromotionMovesVisit["visit"];

/** The visit's total in pesos without the code, and moved with the code (always lower, or refused). */
export type ProposedTotals = PromotionMovesVisit["totals"];

const moveVisitBodySchema = z.extend(promotionMovesVisitSchema, {
  error: z.literal("promotion_moves_visit"),
});

/** The visit an apply refusal proposes with its totals, or null when the refusal is another one. */
export function proposedVisitOf(error: unknown): { visit: ProposedVisit; totals: ProposedTotals } | null {
  if (!(error instanceof ApiError) || error.code !== "promotion_moves_visit") return null;
  const parsed = moveVisitBodySchema.safeParse(error.body);
  return parsed.success ? { visit: parsed.data.visit, totals: parsed.data.totals } : null;
}

/** The special-code calls of 000 §7; both answer the quote, checked before use. */
export const promotionsApi = {
  async apply(code: string, quoteId: string): Promise<QuoteDto> {
    return quoteDtoSchema.parse(
      await apiRequest(`/api/ecommerce/promotions/apply/${encodeURIComponent(code)}`, {
        method: "POST",
        secure: true,
        query: { quoteId },
      }),
    );
  },
  async cancel(promotionId: string, quoteId: string): Promise<QuoteDto> {
    return quoteDtoSchema.parse(
      await apiRequest(`/api/ecommerce/promotions/apply/${encodeURIComponent(promotionId)}`, {
        method: "DELETE",
        secure: true,
        query: { quoteId },
      }),
    );
  },
};
