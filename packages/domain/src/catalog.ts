import { z } from "zod/mini";
import { COLOR_DISCOUNT_PERCENT, PRICE_COLORS, type PriceColor } from "./constants.ts";
import { addMonths, type IsoDate, isIsoDate } from "./dates.ts";

/** Prices of one calendar date as the API shows them: pesos with up to 2 decimals. */
export const datePricesSchema = z.object({
  color: z.enum(PRICE_COLORS),
  dayPassPrice: z.number(),
  campingPassPrice: z.number(),
  campingNightPrice: z.number(),
  /**
   * The canopy tour per person that date as the cart charges it: the activity price period's (decision
   * 0010, 0015); null when no period applies.
   */
  canopyPrice: z.nullable(z.number()),
  cabinPrice: z.number(),
  tipiPrice: z.number(),
  lakeVillagePrice: z.number(),
  superiorCabinPrice: z.number(),
});
export type DatePrices = z.infer<typeof datePricesSchema>;

export const datedPricesSchema = z.object({ date: z.string(), datePrices: datePricesSchema });
export type DatedPrices = z.infer<typeof datedPricesSchema>;

export const activityPricePeriodSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  regularCanopyPrice: z.number(),
  specialCanopyPrice: z.number(),
  nightCanopyPrice: z.number(),
  regularHorsebackRidingPrice: z.number(),
  specialHorsebackRidingPrice: z.number(),
  regularAtvsPrice: z.number(),
  specialAtvsPrice: z.number(),
});
export type ActivityPricePeriod = z.infer<typeof activityPricePeriodSchema>;

/** Longest range a catalog query may ask for, so one request cannot make the server build an unbounded list. */
export const MAX_RANGE_YEARS = 2;

export const isoDateSchema = z.string().check(z.refine(isIsoDate, { message: "invalid_date" }));

/**
 * What is wrong with the end of a range of valid dates, or null: it comes before the start, or more than
 * MAX_RANGE_YEARS after it. Every range the site is asked for (catalog, activities, office prices) is bound so.
 */
export function rangeEndIssue(start: IsoDate, end: IsoDate): "reversed_range" | "range_too_long" | null {
  if (end < start) return "reversed_range";
  if (end > addMonths(start, 12 * MAX_RANGE_YEARS)) return "range_too_long";
  return null;
}

/** startDate/endDate query shared by every catalog range call: valid dates, in order, at most 2 years. */
export const dateRangeQuerySchema = z.object({ startDate: isoDateSchema, endDate: isoDateSchema }).check(
  z.superRefine((q, ctx) => {
    if (!isIsoDate(q.startDate) || !isIsoDate(q.endDate)) return;
    const issue = rangeEndIssue(q.startDate, q.endDate);
    if (issue) ctx.addIssue({ code: "custom", path: ["endDate"], message: issue });
  }),
);
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/** Highest-priority colour first: when two records touch one date, the earlier colour wins. */
export const COLOR_PRIORITY: readonly PriceColor[] = ["BLACK", "BLUE", "RED", "YELLOW"];

/** A colour's price from the full (BLACK) price, rounded to whole pesos as the park's boards show. */
export function colorPrice(fullPrice: number, color: PriceColor): number {
  return Math.round((fullPrice * (100 - COLOR_DISCOUNT_PERCENT[color])) / 100);
}

/**
 * The tariff to show for each colour (001 §4 Prices loading): the first entry of that colour dated
 * today or later; otherwise the latest past one. Colours that never occur are absent.
 */
export function tariffPerColor(
  entries: readonly DatedPrices[],
  today: IsoDate,
): Partial<Record<PriceColor, DatedPrices>> {
  // One pass, comparing ISO dates as text: the prices page calls this with a whole year of entries on a
  // phone, where sorting them with localeCompare (a collator per comparison) was a long task of its own.
  const next: Partial<Record<PriceColor, DatedPrices>> = {};
  const latest: Partial<Record<PriceColor, DatedPrices>> = {};
  for (const entry of entries) {
    const { color } = entry.datePrices;
    const last = latest[color];
    if (!last || entry.date >= last.date) latest[color] = entry;
    const first = next[color];
    if (entry.date >= today && (!first || entry.date < first.date)) next[color] = entry;
  }
  const result: Partial<Record<PriceColor, DatedPrices>> = {};
  for (const color of PRICE_COLORS) {
    const chosen = next[color] ?? latest[color];
    if (chosen) result[color] = chosen;
  }
  return result;
}

/**
 * Activity prices in force (001 §4, 000 §9): the period that contains today, otherwise the most
 * recently ended one; undefined when every period is in the future or there is none.
 */
export function activityPeriodFor<P extends { startDate: string; endDate: string }>(
  periods: readonly P[],
  today: IsoDate,
): P | undefined {
  const current = periods.find((p) => p.startDate <= today && today <= p.endDate);
  if (current) return current;
  return [...periods]
    .filter((p) => p.endDate < today)
    .sort((a, b) => a.endDate.localeCompare(b.endDate))
    .at(-1);
}
