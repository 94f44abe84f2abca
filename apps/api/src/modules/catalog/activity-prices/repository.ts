import { and, asc, gte, lte } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { activityPricePeriods } from "../../../db/schema/prices.ts";

export type ActivityPricePeriodRecord = typeof activityPricePeriods.$inferSelect;

export type ActivityPricesRepository = ReturnType<typeof createActivityPricesRepository>;

export function createActivityPricesRepository(db: Database) {
  return {
    /** Periods that share at least one day with startDate..endDate, oldest first. */
    overlapping(startDate: string, endDate: string): Promise<ActivityPricePeriodRecord[]> {
      return db
        .select()
        .from(activityPricePeriods)
        .where(
          and(lte(activityPricePeriods.startDate, endDate), gte(activityPricePeriods.endDate, startDate)),
        )
        .orderBy(asc(activityPricePeriods.startDate), asc(activityPricePeriods.id));
    },

    /** Periods that started on or before the date: the only ones that can be in force then. */
    startedBy(date: string): Promise<ActivityPricePeriodRecord[]> {
      return db
        .select()
        .from(activityPricePeriods)
        .where(lte(activityPricePeriods.startDate, date))
        .orderBy(asc(activityPricePeriods.startDate), asc(activityPricePeriods.id));
    },
  };
}
