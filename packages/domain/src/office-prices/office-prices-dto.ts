import { z } from "zod/mini";
import { PRICE_COLORS } from "../constants.ts";
import { activityPricesSchema, dateTariffSchema } from "./price-changes.ts";

/*
 * GET /api/office/prices and what its changes answer: the routes' response schemas and the office's prices
 * page's reading of them.
 */

/** An activity price period as the office lists it; prices in centavos. */
export const officePricePeriodSchema = z.extend(activityPricesSchema, {
  id: z.number().check(z.int()),
  startDate: z.string(),
  endDate: z.string(),
});
export type OfficePricePeriod = z.infer<typeof officePricePeriodSchema>;

const tariffOrNull = z.nullable(dateTariffSchema);

export const pricesOverviewSchema = z.object({
  today: z.string().check(z.describe("The park's date")),
  year: z.number().check(z.int()),
  tariffs: z
    .object(
      Object.fromEntries(PRICE_COLORS.map((color) => [color, tariffOrNull])) as Record<
        (typeof PRICE_COLORS)[number],
        typeof tariffOrNull
      >,
    )
    .check(
      z.describe(
        "Each colour's tariff in centavos as the visitor's tariff cards show it (its first date from today on, else its latest); null when no date has the colour",
      ),
    ),
  periods: z
    .array(officePricePeriodSchema)
    .check(z.describe("Every activity price period, oldest first; prices in centavos")),
  closedDates: z.array(z.string()).check(z.describe("Dates of the year on the no-price list, ascending")),
  exchangeRate: z.nullable(z.number()).check(z.describe("Pesos per US dollar; null when none is set")),
});

export const savedChangeSchema = z.object({
  changed: z
    .number()
    .check(z.int(), z.describe("Dates (paint, tariff, closing) or periods the change modified")),
});
export type PricesOverview = z.infer<typeof pricesOverviewSchema>;

/** PUT /api/office/prices/exchange-rate: the rate now in force. */
export const savedExchangeRateSchema = z.object({
  value: z.number().check(z.describe("Pesos per US dollar")),
});
