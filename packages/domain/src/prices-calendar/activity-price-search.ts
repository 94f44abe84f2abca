import { activityPeriodFor } from "../catalog.ts";
import { endOfYear, type IsoDate, startOfYear, yearOf } from "../dates.ts";

/** A range to ask GET /api/catalog/activity-prices for. */
export interface DateRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

/**
 * The activity prices the prices page and the FAQ show (001 §4 Prices loading): the periods of
 * 1 January to today first; the one containing today, else the latest ended one. When none is found
 * there, the whole previous year is asked for and its latest period taken.
 */
export const ACTIVITY_PRICE_SEARCH = {
  first(today: IsoDate): DateRange {
    return { startDate: startOfYear(yearOf(today)), endDate: today };
  },
  fallback(today: IsoDate): DateRange {
    const previous = yearOf(today) - 1;
    return { startDate: startOfYear(previous), endDate: endOfYear(previous) };
  },
  pick<P extends { startDate: string; endDate: string }>(
    periods: readonly P[],
    today: IsoDate,
  ): P | undefined {
    return activityPeriodFor(periods, today);
  },
};
