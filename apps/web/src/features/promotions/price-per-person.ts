import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";

export interface PricePerPerson {
  before: number;
  after: number;
}

/**
 * The applied promotion's "price per person before and after" (000 §4), read from the server's pricing:
 * the day pass and camping pass lines are priced per person at the calendar's prices, and the discount is
 * the same saving for each person (priceQuote: persons x saved per person). Pesos, 2 decimals.
 */
export function pricePerPerson(quote: QuoteDto): PricePerPerson | null {
  const persons = quote.visit.numberOfPersons;
  if (persons <= 0) return null;
  const admission = quote.items.filter(
    (item) => item.product.key === "day_pass" || item.product.key === "camping_pass",
  );
  if (admission.length === 0) return null;
  const before = admission.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
  const saved = Math.round((quote.discountAmount * 100) / persons);
  return { before: before / 100, after: (before - saved) / 100 };
}
