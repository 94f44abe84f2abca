import type { QuoteState } from "@park/domain/quote/quote-states.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { quotes, type SoldPricing } from "../../../db/schema/quotes.ts";
import { unitNights } from "../../../db/schema/unit-nights.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import { isQuoteId } from "../quotes/repository.ts";

/** The statements only a sale makes: its quote lock, its status moves and selling its holds. */
export function createSaleRepository(db: Database) {
  return {
    /** The quote, locked until the transaction ends: a sale and any change of the quote happen in turn. */
    async lockQuote(id: string): Promise<QuoteRecord | undefined> {
      if (!isQuoteId(id)) return undefined;
      const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).for("update");
      return row;
    },

    /**
     * Moves the quote from one state to another; false when it was not in `from`. `soldPricing` fixes the
     * prices it is being sold at, or drops them (null) when its payment is released.
     */
    async moveStatus(
      id: string,
      from: QuoteState,
      to: QuoteState,
      now: Date,
      soldPricing?: SoldPricing | null,
    ): Promise<boolean> {
      const rows = await db
        .update(quotes)
        .set({ status: to, updatedAt: now, ...(soldPricing === undefined ? {} : { soldPricing }) })
        .where(and(eq(quotes.id, id), eq(quotes.status, from)))
        .returning({ id: quotes.id });
      return rows.length === 1;
    },

    /**
     * Turns every unit-night the quote still holds into SOLD (a hold past its expiry that nobody took is
     * still the quote's), answering how many; SOLD rows never expire.
     */
    async sellHolds(quoteId: string): Promise<number> {
      const rows = await db
        .update(unitNights)
        .set({ state: "SOLD", expiresAt: sql`null` })
        .where(and(eq(unitNights.quoteId, quoteId), eq(unitNights.state, "HELD")))
        .returning({ unitId: unitNights.unitId });
      return rows.length;
    },
  };
}
