import {
  type PromotionApplicability,
  promotionApplicability,
  type SpecialPromotion,
} from "@park/domain/promotions/promotion-applicability.ts";
import type { Database } from "../../../db/database.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import { promotionQuoteOf, specialPromotionOf } from "./promotion-terms.ts";
import { createPromotionsRepository } from "./repository.ts";

/** A quote's applied promotion, in the domain's terms (priceQuote's `promotion`), with its id and code. */
export type AppliedPromotion = SpecialPromotion & { id: number; code: string };

/**
 * The promotion applied to the quote, or null: what the quote's pricing passes to priceQuote as
 * `promotion` (which itself ignores a promotion whose dates or arrival time no longer match the visit).
 * `db` may be a transaction, so a price computed inside the sale reads what the sale locked.
 */
export async function appliedPromotionOf(quoteId: string, db: Database): Promise<AppliedPromotion | null> {
  const record = await createPromotionsRepository(db).appliedTo(quoteId);
  return record ? specialPromotionOf(record) : null;
}

/**
 * Cancels the quote's promotion inside the caller's transaction; true when it had one. For the quote
 * update: changing the dates or the arrival time while a promotion applies cancels it (000 §4, after the
 * web asked), and so does turning the 3x2 offer on (a code and the 3x2 exclude each other).
 */
export function dropPromotionInTx(tx: Database, quoteId: string): Promise<boolean> {
  return createPromotionsRepository(tx).clear(quoteId);
}

/** What the sale learns from recheckPromotionInTx. */
export type PromotionRecheck =
  | { promotion: null; reason: null }
  | { promotion: AppliedPromotion; reason: PromotionApplicability };

/**
 * The quote's promotion checked again inside the sale's transaction (issue 10 item 5): still active, its
 * dates and arrival time still the visit's, no 3x2 beside it, within its lodging capacity. reason APPLIES
 * is the only one that may be sold; any other (ENDED, MOVE_VISIT after a date change, WITH_3X2, ...)
 * must refuse the sale, since the visitor was shown the promotion's price. No promotion: reason null.
 */
export async function recheckPromotionInTx(
  tx: Database,
  quote: QuoteRecord,
  now: Date,
): Promise<PromotionRecheck> {
  const promotion = await appliedPromotionOf(quote.id, tx);
  if (!promotion) return { promotion: null, reason: null };
  return { promotion, reason: promotionApplicability(promotion, promotionQuoteOf(quote), now) };
}
