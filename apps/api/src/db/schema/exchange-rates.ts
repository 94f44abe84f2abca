import { sql } from "drizzle-orm";
import { check, numeric, pgTable, text } from "drizzle-orm/pg-core";

/** Pesos per unit of a foreign currency shown to visitors (000 §3 Currency); only USD is used. */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    currency: text("currency").primaryKey(),
    value: numeric("value", { precision: 12, scale: 4, mode: "number" }).notNull(),
  },
  (t) => [check("exchange_rates_positive", sql`${t.value} > 0`)],
);
