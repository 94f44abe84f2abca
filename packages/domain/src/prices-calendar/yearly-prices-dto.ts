import { z } from "zod/mini";
import { activityPricePeriodSchema, datePricesSchema } from "../catalog.ts";

/*
 * GET /api/catalog/visit-prices-per-year/{year}, the office's preview (same shape) and one date's detail: the
 * routes' response schemas and the prices calendars' reading of them.
 */

const yearlyDatePricesSchema = z.extend(datePricesSchema, {
  horsebackRidingPrice: z
    .nullable(z.number())
    .check(
      z.describe(
        "Horseback riding price per person that date as the cart charges it: the activity price period in " +
          "force, its special price on BLUE, RED and YELLOW dates (decision 0010); null when no period applies",
      ),
    ),
});
export const yearlyPricesSchema = z.object({ date: z.string(), datePrices: yearlyDatePricesSchema });
export type YearlyPrices = z.infer<typeof yearlyPricesSchema>;

export const datePriceDetailSchema = z.object({
  date: z.string(),
  datePrices: yearlyDatePricesSchema,
  activityPrices: z
    .nullable(activityPricePeriodSchema)
    .check(
      z.describe(
        "Activity price period in force that date (regular, special and night canopy, horseback and ATV " +
          "prices): the period containing it, else the latest ended one; null when none has started",
      ),
    ),
});
export type DatePriceDetail = z.infer<typeof datePriceDetailSchema>;
