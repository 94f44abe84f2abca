import type { ActivityPriceRow } from "@park/domain/activities/activity-price.ts";
import { type IsoDate, yearOf } from "@park/domain/dates.ts";

/** The displayed activity prices of 001 §9 in centavos. */
export const DISPLAYED_ACTIVITY_PRICES: Omit<ActivityPriceRow, "startDate" | "endDate"> = {
  regularCanopyPrice: 100_000,
  specialCanopyPrice: 70_000,
  nightCanopyPrice: 85_000,
  regularHorsebackRidingPrice: 70_000,
  specialHorsebackRidingPrice: 50_000,
  regularAtvsPrice: 135_000,
  specialAtvsPrice: 100_000,
};

/**
 * Half-year periods from 1 January of last year to 31 December of next year. The park reviews activity
 * prices twice a year; the seed keeps the displayed prices in every period so the site shows the figures
 * of the spec whatever the date, while the API still has to pick the period in force (000 §9).
 */
export function buildActivityPrices(today: IsoDate): ActivityPriceRow[] {
  const year = yearOf(today);
  const periods: ActivityPriceRow[] = [];
  for (const y of [year - 1, year, year + 1]) {
    periods.push({ startDate: `${y}-01-01`, endDate: `${y}-06-30`, ...DISPLAYED_ACTIVITY_PRICES });
    periods.push({ startDate: `${y}-07-01`, endDate: `${y}-12-31`, ...DISPLAYED_ACTIVITY_PRICES });
  }
  return periods;
}
