import { AppError } from "../../../http/app-error.ts";
import type { QuoteRecord } from "./quote-record.ts";

/**
 * The quote, when the visitor changing it is the one whose browser made it (issue 7: every write to a
 * quote requires the same visitor token as its creation); 403 quote_not_yours otherwise, before anything
 * changes. Quotes from before owners were recorded belong to nobody. Callers look the quote up first, so
 * an unknown id stays a 404. The owner never changes after creation, so a read outside the write's row
 * lock is as good as one under it.
 */
export function requireQuoteOwner<T extends Pick<QuoteRecord, "visitorId">>(record: T, visitorId: string): T {
  if (record.visitorId === null || record.visitorId !== visitorId) {
    throw new AppError(403, "quote_not_yours");
  }
  return record;
}
