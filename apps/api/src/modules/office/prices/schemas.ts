import { PRICE_COLORS } from "@park/domain/constants.ts";
import { activityPricesSchema, dateTariffSchema } from "@park/domain/office-prices/price-changes.ts";
import { z } from "zod";
import { errorResponseSchema } from "../../../http/error-response.ts";

const tariffOrNull = dateTariffSchema.nullable();

export const pricesOverviewSchema = z.object({
  today: z.string().describe("The park's date"),
  year: z.number().int(),
  tariffs: z
    .object(
      Object.fromEntries(PRICE_COLORS.map((color) => [color, tariffOrNull])) as Record<
        (typeof PRICE_COLORS)[number],
        typeof tariffOrNull
      >,
    )
    .describe(
      "Each colour's tariff in centavos as the visitor's tariff cards show it (its first date from today on, else its latest); null when no date has the colour",
    ),
  periods: z
    .array(activityPricesSchema.extend({ id: z.number().int(), startDate: z.string(), endDate: z.string() }))
    .describe("Every activity price period, oldest first; prices in centavos"),
  closedDates: z.array(z.string()).describe("Dates of the year on the no-price list, ascending"),
  exchangeRate: z.number().nullable().describe("Pesos per US dollar; null when none is set"),
});

export const savedChangeSchema = z.object({
  changed: z.number().int().describe("Dates (paint, tariff, closing) or periods the change modified"),
});

/** The refusals of every staff call (office contract), besides the route's own. */
export const staffErrors = {
  401: errorResponseSchema.describe("staff_session_required: no valid staff session"),
  403: errorResponseSchema.describe("staff_role_forbidden (not an admin) or csrf_token_invalid"),
} as const;
