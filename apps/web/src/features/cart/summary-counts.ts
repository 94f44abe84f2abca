import { ACTIVITY_ITEM_KEYS, type ItemKey, LODGING_ITEM_KEYS } from "@park/domain/pricing/item-keys.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";

/** The counts at the top of the summary card (000 §2 Summary card). */
export interface SummaryCounts {
  /** Calendar days the visit spans: a day pass is 1, a stay of two nights is 3. */
  days: number;
  nights: number;
  visitors: number;
  /** Units of each lodging type and passes (or vehicles) of each activity in the quote, display order. */
  products: { key: ItemKey; name: string; quantity: number; hours: number | null }[];
}

export function summaryCounts(quote: QuoteDto): SummaryCounts {
  const nights = quote.visit.stayType === "DAY_PASS" ? 0 : quote.visit.numberOfDays;
  const counted = new Set<ItemKey>([...LODGING_ITEM_KEYS, ...ACTIVITY_ITEM_KEYS]);
  return {
    days: nights + 1,
    nights,
    visitors: quote.visit.numberOfPersons,
    products: quote.items
      .filter((item) => counted.has(item.product.key) && item.quantity > 0)
      .map((item) => ({
        key: item.product.key,
        name: item.name,
        quantity: item.quantity,
        hours: item.hours,
      })),
  };
}
