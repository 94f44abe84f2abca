import { PRICE_COLORS } from "@park/domain/constants.ts";
import { isIsoDate, yearOf } from "@park/domain/dates.ts";
import {
  activityPricesSchema,
  dateTariffSchema,
  type PriceChange,
} from "@park/domain/office-prices/price-changes.ts";
import { z } from "zod";
import { apiRequest } from "../../../../shared/api/api-client.ts";
import { type YearlyPrices, yearlyPricesSchema } from "../../../../shared/prices-calendar/yearly-prices.ts";
import { officeRequest } from "../../shell/office-api.ts";

const BASE = "/api/office/prices";

const periodSchema = activityPricesSchema.extend({
  id: z.number(),
  startDate: z.string(),
  endDate: z.string(),
});
export type OfficePeriod = z.infer<typeof periodSchema>;

const overviewSchema = z.object({
  today: z.string(),
  year: z.number(),
  tariffs: z.object(
    Object.fromEntries(PRICE_COLORS.map((color) => [color, dateTariffSchema.nullable()])) as Record<
      (typeof PRICE_COLORS)[number],
      z.ZodNullable<typeof dateTariffSchema>
    >,
  ),
  periods: z.array(periodSchema),
  closedDates: z.array(z.string()),
  exchangeRate: z.number().nullable(),
});
export type PricesOverview = z.infer<typeof overviewSchema>;

/** The park's current year (its clock, not the browser's): the first the page shows. */
export async function fetchParkYear(signal: AbortSignal): Promise<number> {
  const answer = await apiRequest("/api/core/clock", { signal });
  return yearOf(z.object({ today: z.string().refine(isIsoDate) }).parse(answer).today);
}

/** What the page edits, and the visitor's year of prices as it is now. */
export async function loadPrices(year: number, signal: AbortSignal) {
  const [overview, days] = await Promise.all([
    officeRequest(`${BASE}?year=${year}`, { signal }).then((answer) => overviewSchema.parse(answer)),
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
  return z.object({ changed: z.number() }).parse(answer).changed;
}

export async function saveExchangeRate(value: number): Promise<number> {
  const answer = await officeRequest(`${BASE}/exchange-rate`, { method: "PUT", json: { value } });
  return z.object({ value: z.number() }).parse(answer).value;
}
