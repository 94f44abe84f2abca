import { and, asc, between, eq, notExists } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { noPriceDates, priceCalendar } from "../../../db/schema/prices.ts";

export type PriceRecord = typeof priceCalendar.$inferSelect;

export type VisitPricesRepository = ReturnType<typeof createVisitPricesRepository>;

export function createVisitPricesRepository(db: Database) {
  /** A date on the no-price list is closed: its tariff row, if any, is not offered. */
  const notClosed = notExists(
    db.select().from(noPriceDates).where(eq(noPriceDates.date, priceCalendar.date)),
  );

  return {
    /** Priced dates from startDate to endDate (both included), in date order. */
    pricedBetween(startDate: string, endDate: string): Promise<PriceRecord[]> {
      return db
        .select()
        .from(priceCalendar)
        .where(and(between(priceCalendar.date, startDate, endDate), notClosed))
        .orderBy(asc(priceCalendar.date));
    },

    async pricedOn(date: string): Promise<PriceRecord | undefined> {
      const [row] = await db
        .select()
        .from(priceCalendar)
        .where(and(eq(priceCalendar.date, date), notClosed));
      return row;
    },
  };
}
