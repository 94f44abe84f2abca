import { z } from "zod/mini";
import { isoDateSchema } from "../catalog.ts";
import { PRICE_COLORS } from "../constants.ts";

/**
 * Highest amount one price may have: 1,000,000 pesos. A typo of a few extra zeros is refused instead of
 * sold, and every stored sum stays far inside PostgreSQL's integer.
 */
export const MAX_PRICE_CENTAVOS = 100_000_000;

/** One price as the office sends it: integer centavos, never below zero (DESIGN.md §3). */
export const centavosSchema = z
  .number("invalid_price")
  .check(z.int("invalid_price"), z.gte(0, "negative_price"), z.lte(MAX_PRICE_CENTAVOS, "price_too_high"));

/**
 * The admission and lodging prices of a calendar date, in centavos: what a colour's tariff sets. The
 * stored per-date canopy price is not among them: nobody reads it (decision 0015).
 */
export const dateTariffSchema = z.object({
  dayPassPrice: centavosSchema,
  campingPassPrice: centavosSchema,
  campingNightPrice: centavosSchema,
  cabinPrice: centavosSchema,
  tipiPrice: centavosSchema,
  lakeVillagePrice: centavosSchema,
  superiorCabinPrice: centavosSchema,
});
export type DateTariff = z.infer<typeof dateTariffSchema>;
export const TARIFF_FIELDS = Object.keys(dateTariffSchema.shape) as (keyof DateTariff)[];

/** An activity price period's prices, in centavos (ATV per hour). */
export const activityPricesSchema = z.object({
  regularCanopyPrice: centavosSchema,
  specialCanopyPrice: centavosSchema,
  nightCanopyPrice: centavosSchema,
  regularHorsebackRidingPrice: centavosSchema,
  specialHorsebackRidingPrice: centavosSchema,
  regularAtvsPrice: centavosSchema,
  specialAtvsPrice: centavosSchema,
});
export type ActivityPrices = z.infer<typeof activityPricesSchema>;
export const ACTIVITY_PRICE_FIELDS = Object.keys(activityPricesSchema.shape) as (keyof ActivityPrices)[];

const colorSchema = z.enum(PRICE_COLORS, "invalid_color");
const range = { startDate: isoDateSchema, endDate: isoDateSchema };

/**
 * One change an admin makes to the prices, previewed and then saved in the same shape. Ranges include
 * both ends; their order, length and start (not before today) are checked by `rangeIssues`.
 */
export const priceChangeSchema = z.discriminatedUnion("kind", [
  /** Gives every date of the range the colour, and the prices of that colour (paintedTariff). */
  z.object({ kind: z.literal("paint"), ...range, color: colorSchema }),
  /** Sets the prices of every date of the range that has the colour. */
  z.object({ kind: z.literal("tariff"), ...range, color: colorSchema, prices: dateTariffSchema }),
  /** Closes (no sale, left out of every price answer) or reopens every date of the range. */
  z.object({ kind: z.literal("no_price"), ...range, closed: z.boolean() }),
  /** Creates an activity price period (id null) or replaces one. */
  z.object({
    kind: z.literal("activity_period"),
    id: z.nullable(z.number().check(z.int(), z.positive())),
    ...range,
    prices: activityPricesSchema,
  }),
  z.object({ kind: z.literal("activity_period_delete"), id: z.number().check(z.int(), z.positive()) }),
]);
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** Most decimals a rate has: the column keeps 4. */
const RATE_DECIMALS = 4;
const MAX_RATE = 10_000;

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  // 12.3456 * 10^4 is 123455.99999999999 in binary floating point: compare with a tolerance.
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Pesos per US dollar as the admin sets it: above zero, at most 4 decimals. */
export const exchangeRateSchema = z.object({
  value: z.number("invalid_rate").check(
    z.gt(0, "invalid_rate"),
    z.lt(MAX_RATE, "invalid_rate"),
    z.refine((value) => hasAtMostDecimals(value, RATE_DECIMALS), "invalid_rate"),
  ),
});
