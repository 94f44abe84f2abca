import type { IsoDate } from "@park/domain/dates.ts";
import type { ActivityPrices } from "@park/domain/office-prices/price-changes.ts";
import type { TariffRow } from "@park/domain/office-prices/price-rules.ts";
import { and, asc, between, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { exchangeRates } from "../../../db/schema/exchange-rates.ts";
import { activityPricePeriods, noPriceDates, priceCalendar } from "../../../db/schema/prices.ts";
import { createCatalogVersionRepository } from "../../catalog/snapshot/catalog-version-repository.ts";
import { pesosPer } from "../../core/exchange-rate/repository.ts";

export type PeriodRecord = typeof activityPricePeriods.$inferSelect;
export type OfficePricesRepository = ReturnType<typeof createOfficePricesRepository>;

const tariffColumns = {
  date: priceCalendar.date,
  color: priceCalendar.color,
  dayPassPrice: priceCalendar.dayPassPrice,
  campingPassPrice: priceCalendar.campingPassPrice,
  campingNightPrice: priceCalendar.campingNightPrice,
  cabinPrice: priceCalendar.cabinPrice,
  tipiPrice: priceCalendar.tipiPrice,
  lakeVillagePrice: priceCalendar.lakeVillagePrice,
  superiorCabinPrice: priceCalendar.superiorCabinPrice,
};

/** Rows a multi-row insert sends at once: 730 dates of 10 columns stay far below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 500;

/** The catalog tables as the office changes them; use it on a transaction (every change is all or nothing). */
export function createOfficePricesRepository(db: Database) {
  return {
    /** Counts the change for every API process's snapshot; first in each transaction (see bump). */
    bumpCatalogVersion: () => createCatalogVersionRepository(db).bump(),

    /** Every tariff row (colour and prices), in date order: the paint takes its prices from them. */
    allTariffRows(): Promise<TariffRow[]> {
      return db.select(tariffColumns).from(priceCalendar).orderBy(asc(priceCalendar.date));
    },

    tariffRowsBetween(startDate: IsoDate, endDate: IsoDate): Promise<TariffRow[]> {
      return db
        .select(tariffColumns)
        .from(priceCalendar)
        .where(between(priceCalendar.date, startDate, endDate))
        .orderBy(asc(priceCalendar.date));
    },

    /** Writes each row's colour and prices, adding the dates that had no tariff row. */
    async upsertTariffRows(rows: readonly TariffRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        await db
          .insert(priceCalendar)
          // canopy_price is not read (decision 0015); a new date stores 0 there, an existing one keeps its own.
          .values(rows.slice(i, i + INSERT_BATCH).map((row) => ({ ...row, canopyPrice: 0 })))
          .onConflictDoUpdate({
            target: priceCalendar.date,
            set: {
              color: sql`excluded.color`,
              dayPassPrice: sql`excluded.day_pass_price`,
              campingPassPrice: sql`excluded.camping_pass_price`,
              campingNightPrice: sql`excluded.camping_night_price`,
              cabinPrice: sql`excluded.cabin_price`,
              tipiPrice: sql`excluded.tipi_price`,
              lakeVillagePrice: sql`excluded.lake_village_price`,
              superiorCabinPrice: sql`excluded.superior_cabin_price`,
            },
          });
      }
    },

    /** Dates on the no-price list from startDate to endDate. */
    async closedBetween(startDate: IsoDate, endDate: IsoDate): Promise<IsoDate[]> {
      const rows = await db
        .select({ date: noPriceDates.date })
        .from(noPriceDates)
        .where(between(noPriceDates.date, startDate, endDate))
        .orderBy(asc(noPriceDates.date));
      return rows.map((row) => row.date);
    },

    async close(dates: readonly IsoDate[]): Promise<void> {
      for (let i = 0; i < dates.length; i += INSERT_BATCH) {
        await db
          .insert(noPriceDates)
          .values(dates.slice(i, i + INSERT_BATCH).map((date) => ({ date })))
          .onConflictDoNothing();
      }
    },

    async reopen(startDate: IsoDate, endDate: IsoDate): Promise<void> {
      await db
        .delete(noPriceDates)
        .where(and(gte(noPriceDates.date, startDate), lte(noPriceDates.date, endDate)));
    },

    /** Every activity price period, oldest first (as the catalog orders them). */
    periods(): Promise<PeriodRecord[]> {
      return db
        .select()
        .from(activityPricePeriods)
        .orderBy(asc(activityPricePeriods.startDate), asc(activityPricePeriods.id));
    },

    async insertPeriod(
      period: { startDate: IsoDate; endDate: IsoDate } & ActivityPrices,
    ): Promise<PeriodRecord> {
      const [row] = await db.insert(activityPricePeriods).values(period).returning();
      if (!row) throw new Error("the inserted period was not returned");
      return row;
    },

    async updatePeriod(
      id: number,
      period: { startDate: IsoDate; endDate: IsoDate } & ActivityPrices,
    ): Promise<PeriodRecord | undefined> {
      const [row] = await db
        .update(activityPricePeriods)
        .set(period)
        .where(eq(activityPricePeriods.id, id))
        .returning();
      return row;
    },

    async deletePeriod(id: number): Promise<PeriodRecord | undefined> {
      const [row] = await db.delete(activityPricePeriods).where(eq(activityPricePeriods.id, id)).returning();
      return row;
    },

    exchangeRate: (currency: string) => pesosPer(db, currency),

    async setExchangeRate(currency: string, value: number): Promise<void> {
      await db
        .insert(exchangeRates)
        .values({ currency, value })
        .onConflictDoUpdate({ target: exchangeRates.currency, set: { value } });
    },
  };
}
