import { ARRIVAL_TIMES } from "@park/domain/constants.ts";
import { z } from "zod";

export const officePromotionSchema = z
  .object({
    id: z.number().int(),
    code: z.string().describe("8 word characters, in capitals; visitors may type it in any case"),
    startDate: z.string(),
    endDate: z.string(),
    arrivalTime: z.enum(ARRIVAL_TIMES),
    datesValidityOnly: z
      .boolean()
      .describe("true: any visit within the dates; false: the visit must be the promotion's own dates"),
    pricePerDay: z.number().describe("Pesos per person"),
    pricePerNight: z.number().describe("Pesos per person"),
    maxLodgeCapacity: z.number().int(),
    uses: z.number().int().describe("Quotes that carry it; a used promotion cannot be deleted"),
  })
  .meta({ id: "OfficePromotion" });
export type OfficePromotion = z.infer<typeof officePromotionSchema>;
