import { z } from "zod/mini";
import { ARRIVAL_TIMES } from "../constants.ts";
import { promotionCodeSchema } from "./promotion-code.ts";

/**
 * The promotion calls of 000 §7. POST /api/ecommerce/promotions/apply/{code} and DELETE
 * /api/ecommerce/promotions/apply/{promotionId} (secure) both take the quote as query quoteId and answer
 * the quote.
 */
export const applyPromotionParamsSchema = z.object({ code: promotionCodeSchema });
export const cancelPromotionParamsSchema = z.object({
  promotionId: z.string().check(z.regex(/^[1-9]\d{0,9}$/, { message: "invalid_id" })),
});
export const promotionQuoteQuerySchema = z.object({ quoteId: z.uuid({ message: "invalid_id" }) });

/**
 * One entry of GET /api/core/promotions/specials-available-today (000 §3 Promotion), prices per person
 * in pesos. The code itself is left out: the list is public, and listing codes would make the rate
 * limit on guessing them pointless; a code is matched by the server in POST apply/{code}, and an applied
 * promotion's code comes back in the quote.
 */
export const specialPromotionDtoSchema = z.object({
  id: z.string(),
  promotionType: z.literal("SPECIAL"),
  startDate: z.string(),
  endDate: z.string(),
  arrivalTime: z.nullable(z.enum(ARRIVAL_TIMES)),
  datesValidityOnly: z.boolean(),
  pricePerDay: z.number(),
  pricePerNight: z.number(),
  maxLodgeCapacity: z.int(),
});
export type SpecialPromotionDto = z.infer<typeof specialPromotionDtoSchema>;
export const specialsAvailableTodaySchema = z.array(specialPromotionDtoSchema);
