import { activityPricePeriodSchema, datePricesSchema } from "@park/domain/catalog.ts";
import { z } from "zod";

const yearlyDatePricesSchema = datePricesSchema.extend({
  horsebackRidingPrice: z
    .number()
    .nullable()
    .describe("Regular horseback riding price of the activity period in force that date; null when none is"),
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

export const noPriceDatesSchema = z.array(z.string()).describe("Dates YYYY-MM-DD, ascending");
