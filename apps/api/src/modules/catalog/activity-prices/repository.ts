import { asc } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { activityPricePeriods } from "../../../db/schema/prices.ts";

export type ActivityPricePeriodRecord = typeof activityPricePeriods.$inferSelect;

export function createActivityPricesRepository(db: Database) {
  return {
    /** Every period, oldest first; read whole into the catalog snapshot. */
    all(): Promise<ActivityPricePeriodRecord[]> {
      return db
        .select()
        .from(activityPricePeriods)
        .orderBy(asc(activityPricePeriods.startDate), asc(activityPricePeriods.id));
    },
  };
}
