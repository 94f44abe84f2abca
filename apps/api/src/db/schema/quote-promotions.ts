import { index, integer, pgTable, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";
import { promotions } from "./promotions.ts";
import { quotes } from "./quotes.ts";

/**
 * The special promotion applied to a quote with its code (000 §3 Quote "promotion"): at most one per
 * quote, kept apart from the quotes table so the quote's own update never has to carry it. The quote's
 * pricing reads it; the sale checks it again (dates, arrival time, still active) before charging.
 */
export const quotePromotions = pgTable(
  "quote_promotions",
  {
    quoteId: uuid("quote_id")
      .primaryKey()
      .references(() => quotes.id, { onDelete: "cascade" }),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id),
    appliedAt: instant("applied_at").notNull(),
  },
  (t) => [index("quote_promotions_promotion").on(t.promotionId)],
);
