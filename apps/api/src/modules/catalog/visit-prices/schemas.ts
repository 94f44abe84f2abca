import { activityPricePeriodSchema, datePricesSchema } from "@park/domain/catalog.ts";
import { z } from "zod";

const yearlyDatePricesSchema = datePricesSchema.extend({
  horsebackRidingPrice: z
    .number()
    .nullable()
    .describe(
      "Horseback riding price per person that date as the cart charges it: the activity price period in " +
        "force, its special price on BLUE, RED and YELLOW dates (decision 0010); null when no period applies",
    ),
});
export const yearlyPricesSchema = z.object({ date: z.string(), datePrices: yearlyDatePricesSchema });
export type YearlyPrices = z.infer<typeof yearlyPricesSchema>;

export const datePriceDetailSchema = z.object({
  date: z.string(),
  datePrices: yearlyDatePricesSchema,
  activityPrices: activityPricePeriodSchema
    .nullable()
    .describe(
      "Activity price period in force that date (regular, special and night canopy, horseback and ATV " +
        "prices): the period containing it, else the latest ended one; null when none has started",
    ),
});
export type DatePriceDetail = z.infer<typeof datePriceDetailSchema>;
