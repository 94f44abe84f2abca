import { tariffPerColor } from "@park/domain/catalog.ts";
import { yearOf } from "@park/domain/dates.ts";
import { ACTIVITY_PRICE_SEARCH } from "@park/domain/prices-calendar/activity-price-search.ts";
import { calendarData } from "../../../shared/prices-calendar/yearly-prices.ts";
import type { PricesData } from "../hooks/use-prices.ts";
import { type ActivityPeriod, fetchActivityPeriods, fetchParkToday, fetchYearPrices } from "./prices-api.ts";

async function activityPeriod(today: string): Promise<ActivityPeriod | null> {
  const first = ACTIVITY_PRICE_SEARCH.pick(
    await fetchActivityPeriods(ACTIVITY_PRICE_SEARCH.first(today)),
    today,
  );
  if (first) return first;
  const previous = await fetchActivityPeriods(ACTIVITY_PRICE_SEARCH.fallback(today));
  return ACTIVITY_PRICE_SEARCH.pick(previous, today) ?? null;
}

export async function loadPrices(): Promise<PricesData> {
  const today = await fetchParkToday();
  const year = yearOf(today);
  const [entries, activities] = await Promise.all([fetchYearPrices(year), activityPeriod(today)]);
  return {
    ...calendarData(today, year, entries),
    tariffs: tariffPerColor(entries, today),
    activities,
  };
}
