import { asc, eq, notExists } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { noPriceDates, priceCalendar } from "../../../db/schema/prices.ts";

export type PriceRecord = typeof priceCalendar.$inferSelect;

export function createVisitPricesRepository(db: Database) {
  return {
    /**
     * Every date that can be sold, in date order: a date on the no-price list is closed, and its tariff
     * row, if any, is not offered. Read whole into the catalog snapshot (a few years of rows).
     */
    allSellable(): Promise<PriceRecord[]> {
      return db
        .select()
        .from(priceCalendar)
        .where(notExists(db.select().from(noPriceDates).where(eq(noPriceDates.date, priceCalendar.date))))
        .orderBy(asc(priceCalendar.date));
    },
  };
}
