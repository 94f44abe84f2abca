import { activityPricePeriodSchema } from "@park/domain/catalog.ts";
import type { DateRange } from "@park/domain/prices-calendar/activity-price-search.ts";
import { type YearlyPrices, yearlyPricesSchema } from "@park/domain/prices-calendar/yearly-prices-dto.ts";
import { z } from "zod/mini";
import { apiRequest } from "../../../shared/api/api-client.ts";
import { fetchParkClock } from "../../../shared/api/park-clock.ts";
export type ActivityPeriod = z.infer<typeof activityPricePeriodSchema>;

/** The park's date (GET /api/core/clock): the calendar's year and "today" come from the park, not the device. */
export async function fetchParkToday(): Promise<string> {
  return (await fetchParkClock()).today;
}

/** Every date of the year with its tariff (GET /api/catalog/visit-prices-per-year/{year}). */
export async function fetchYearPrices(year: number): Promise<YearlyPrices[]> {
  return z.array(yearlyPricesSchema).parse(await apiRequest(`/api/catalog/visit-prices-per-year/${year}`));
}

/** Activity price periods overlapping a range (GET /api/catalog/activity-prices). */
export async function fetchActivityPeriods(range: DateRange): Promise<ActivityPeriod[]> {
  const answer = await apiRequest("/api/catalog/activity-prices", { query: { ...range } });
  return z.array(activityPricePeriodSchema).parse(answer);
}
