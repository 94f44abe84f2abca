import {
  dateChangeCharge,
  dateChangeRefusal,
  type NewDates,
} from "@park/domain/date-change/date-change-rules.ts";
import { eachDate } from "@park/domain/dates.ts";
import type { Centavos } from "@park/domain/money.ts";
import { updateQuoteSchema } from "@park/domain/quote/quote-schemas.ts";
import type { SoldPricing } from "../../../db/schema/quotes.ts";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import { recheckPromotionInTx } from "../promotions/applied-promotion.ts";
import { quoteProducts, quoteVisit } from "../quotes/mapper.ts";
import { priceStoredQuote, quoteExtrasOf } from "../quotes/quote-pricing.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import type { EcommerceRepositories } from "../shared/ecommerce-store.ts";

/** A paid visit priced at its new dates: what it becomes and what the visitor pays for it. */
export type MovePlan = {
  /** The quote as it will be: new dates, same everything else. */
  moved: QuoteRecord;
  soldPricing: SoldPricing;
  fromTotal: Centavos;
  newTotal: Centavos;
  difference: Centavos;
  notRefunded: Centavos;
};

/**
 * Checks a move of a paid visit to `dates` by every rule that needs no lock, and prices it with the
 * sale's pricing (quote-pricing.ts, the sold activities at their own dates' prices, the promotion
 * re-checked): 409 for a visit that is not paid, 4xx for the time rules (domain: date-change-rules.ts),
 * 409 date_change_activities when a booked activity's date falls outside the new stay (decision 0030),
 * 400 no_price, 409 promotion_no_longer_applies. Nothing is written.
 */
export async function planMove(
  tx: EcommerceRepositories,
  catalog: CatalogSnapshot,
  record: QuoteRecord,
  dates: NewDates,
  now: Date,
): Promise<MovePlan> {
  if (record.status !== "PAID") throw new AppError(409, "date_change_not_paid");
  const visit = quoteVisit(record);
  const refusal = dateChangeRefusal(
    {
      stayType: record.stayType,
      arrivalDate: record.arrivalDate,
      departureDate: record.departureDate,
      arrivalTime: record.arrivalTime,
    },
    dates,
    now,
  );
  if (refusal === "date_change_too_late" || refusal === "same_dates") throw new AppError(409, refusal);
  if (refusal !== null) throw new AppError(400, refusal);
  const moved: QuoteRecord = { ...record, ...dates, soldPricing: null };
  // The stay's own rules (a day pass leaves the day it arrives, lodging stays a night at least ...).
  const parsed = updateQuoteSchema.safeParse({
    visit: { ...visit, ...dates, arrivalTime: record.arrivalTime },
    products: quoteProducts(record),
    offer3x2: record.offer3x2,
  });
  if (!parsed.success) {
    throw invalidFields(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  }
  const covered = new Set(eachDate(dates.arrivalDate, dates.departureDate));
  const outside = (await tx.activities.bookingsOf(record.id)).filter((b) => !covered.has(b.visitDate));
  if (outside.length > 0) {
    throw new AppError(409, "date_change_activities", {
      dates: [...new Set(outside.map((b) => b.visitDate))].sort(),
    });
  }
  const pricing = priceStoredQuote(
    moved,
    await quoteExtrasOf(tx.db, tx.activities, moved),
    await catalog.current(),
  );
  if ("failure" in pricing) {
    const { failure } = pricing;
    if (failure.error === "no_price") throw new AppError(400, "no_price", { dates: failure.dates });
    throw new AppError(400, failure.error === "no_activity_price" ? "no_activity_price" : "validation_error");
  }
  const { reason } = await recheckPromotionInTx(tx.db, moved, now);
  if (reason !== null && reason !== "APPLIES") throw new AppError(409, "promotion_no_longer_applies");
  const fromTotal = record.soldPricing?.priced.totalAmount ?? 0;
  const newTotal = pricing.priced.totalAmount;
  return { moved, soldPricing: pricing, fromTotal, newTotal, ...dateChangeCharge(fromTotal, newTotal) };
}
