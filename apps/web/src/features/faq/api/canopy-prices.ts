import { activityPricePeriodSchema } from "@park/domain/catalog.ts";
import { ACTIVITY_PRICE_SEARCH, type DateRange } from "@park/domain/prices-calendar/activity-price-search.ts";
import { z } from "zod/mini";
import { apiRequest } from "../../../shared/api/api-client.ts";
import { fetchParkClock } from "../../../shared/api/park-clock.ts";

export interface CanopyPrices {
  regular: number;
  special: number;
  night: number;
}

async function periods(range: DateRange) {
  const answer = await apiRequest("/api/catalog/activity-prices", { query: { ...range } });
  return z.array(activityPricePeriodSchema).parse(answer);
}

/**
 * The canopy prices in force (pesos), by the prices page's rule (001 §4 "The FAQ uses the same rule"):
 * the park's today, its period, else the latest ended one, else last year's. Null when none exists.
 */
export async function fetchCanopyPrices(): Promise<CanopyPrices | null> {
  const { today } = await fetchParkClock();
  const period =
    ACTIVITY_PRICE_SEARCH.pick(await periods(ACTIVITY_PRICE_SEARCH.first(today)), today) ??
    ACTIVITY_PRICE_SEARCH.pick(await periods(ACTIVITY_PRICE_SEARCH.fallback(today)), today);
  if (!period) return null;
  return {
    regular: period.regularCanopyPrice,
    special: period.specialCanopyPrice,
    night: period.nightCanopyPrice,
  };
}
