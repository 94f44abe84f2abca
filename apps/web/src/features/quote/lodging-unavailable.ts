import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";

/**
 * Whether the quote's lodging cannot be sold: the rule the drawer's Pay, the header's Pay and the cart's
 * Continue all use (000 §4 Pay and Continue buttons). The server's answer is the truth once it exists:
 * its sale issues and the kinds whose hold was lost. Before the server priced the quote, the screen's own
 * check (the drawer's unavailable nights, the cart's lost units) stands in for it.
 */
export function lodgingUnavailable(quote: QuoteDto | null, localCheck: boolean): boolean {
  if (quote === null) return localCheck;
  const saleIssue = quote.saleIssues.some((issue) => issue.code === "unavailable_lodging");
  return saleIssue || quote.unavailableLodging.length > 0;
}
