import { yearOf } from "@park/domain/dates.ts";
import {
  type OfficePricePeriod,
  type PricesOverview,
  pricesOverviewSchema,
  savedChangeSchema,
  savedExchangeRateSchema,
} from "@park/domain/office-prices/office-prices-dto.ts";
import type { PriceChange } from "@park/domain/office-prices/price-changes.ts";
import { parkClockSchema } from "@park/domain/park-clock-dto.ts";
import { type YearlyPrices, yearlyPricesSchema } from "@park/domain/prices-calendar/yearly-prices-dto.ts";
import { z } from "zod/mini";
import { apiRequest } from "../../../../shared/api/api-client.ts";
import { officeRequest } from "../../shell/office-api.ts";

const BASE = "/api/office/prices";

export type { OfficePricePeriod, PricesOverview };

/** The park's current year (its clock, not the browser's): the first the page shows. */
export async function fetchParkYear(signal: AbortSignal): Promise<number> {
  const answer = await apiRequest("/api/core/clock", { signal });
  return yearOf(parkClockSchema.parse(answer).today);
}

/** What the page edits, and the visitor's year of prices as it is now. */
export async function loadPrices(year: number, signal: AbortSignal) {
  const [overview, days] = await Promise.all([
    officeRequest(`${BASE}?year=${year}`, { signal }).then((answer) => pricesOverviewSchema.parse(answer)),
    apiRequest(`/api/catalog/visit-prices-per-year/${year}`, { signal }).then((answer) =>
      z.array(yearlyPricesSchema).parse(answer),
    ),
  ]);
  return { overview, days };
}

/** The visitor's year with the change applied; nothing is saved. */
export async function previewChange({
  change,
  year,
}: {
  change: PriceChange;
  year: number;
}): Promise<YearlyPrices[]> {
  const answer = await officeRequest(`${BASE}/preview?year=${year}`, { method: "POST", json: change });
  return z.array(yearlyPricesSchema).parse(answer);
}

export async function saveChange(change: PriceChange): Promise<number> {
  const answer = await officeRequest(`${BASE}/changes`, { method: "POST", json: change });
  return savedChangeSchema.parse(answer).changed;
}

export async function saveExchangeRate(value: number): Promise<number> {
  const answer = await officeRequest(`${BASE}/exchange-rate`, { method: "PUT", json: { value } });
  return savedExchangeRateSchema.parse(answer).value;
}
