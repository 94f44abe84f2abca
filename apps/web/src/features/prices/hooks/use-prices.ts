import { type DatedPrices, tariffPerColor } from "@park/domain/catalog.ts";
import type { PriceColor } from "@park/domain/constants.ts";
import { yearOf } from "@park/domain/dates.ts";
import { ACTIVITY_PRICE_SEARCH } from "@park/domain/prices-calendar/activity-price-search.ts";
import { useEffect, useState } from "react";
import {
  type ActivityPeriod,
  fetchActivityPeriods,
  fetchParkToday,
  fetchYearPrices,
  type YearlyPrices,
} from "../api/prices-api.ts";

export interface PricesData {
  today: string;
  year: number;
  /** Each date of the year that has a tariff. */
  byDate: ReadonlyMap<string, YearlyPrices["datePrices"]>;
  tariffs: Partial<Record<PriceColor, DatedPrices>>;
  /** The activity prices in force (001 §4); null when no period was found even last year. */
  activities: ActivityPeriod | null;
}

export type PricesState = { status: "loading" } | { status: "error" } | { status: "ready"; data: PricesData };

async function activityPeriod(today: string): Promise<ActivityPeriod | null> {
  const first = ACTIVITY_PRICE_SEARCH.pick(
    await fetchActivityPeriods(ACTIVITY_PRICE_SEARCH.first(today)),
    today,
  );
  if (first) return first;
  const previous = await fetchActivityPeriods(ACTIVITY_PRICE_SEARCH.fallback(today));
  return ACTIVITY_PRICE_SEARCH.pick(previous, today) ?? null;
}

async function loadPrices(): Promise<PricesData> {
  const today = await fetchParkToday();
  const year = yearOf(today);
  const [entries, activities] = await Promise.all([fetchYearPrices(year), activityPeriod(today)]);
  return {
    today,
    year,
    byDate: new Map(entries.map((entry) => [entry.date, entry.datePrices])),
    tariffs: tariffPerColor(entries, today),
    activities,
  };
}

/**
 * The prices page's data, read after hydration: the prerendered page and the first client render both
 * show the loading state, and the calendar's year and "today" come from the park's clock only then.
 */
export function usePrices(): { state: PricesState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; state: PricesState } | null>(null);
  useEffect(() => {
    let current = true;
    loadPrices().then(
      (data) => current && setLoaded({ attempt, state: { status: "ready", data } }),
      () => current && setLoaded({ attempt, state: { status: "error" } }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const state: PricesState = loaded?.attempt === attempt ? loaded.state : { status: "loading" };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
