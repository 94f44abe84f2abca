import { z } from "zod/mini";
import { ARRIVAL_TIMES, PRICE_COLORS, STAY_TYPES } from "../../src/constants.ts";
import { ITEM_KEYS } from "../../src/pricing/item-keys.ts";
import { productCountsSchema } from "../../src/pricing/product-counts.ts";
import examples from "./worked-examples.json";

/**
 * The worked examples of PRICING.md, in pesos as a visitor reads them, kept as data in
 * worked-examples.json. PRICING.md's tables are rendered from it (a test keeps them equal) and every
 * figure is checked against priceQuote. The schema gives the data its types and refuses a mistyped row.
 */

const pesoTariffSchema = z.object({
  dayPassPrice: z.number(),
  campingPassPrice: z.number(),
  campingNightPrice: z.number(),
  cabinPrice: z.number(),
  tipiPrice: z.number(),
  lakeVillagePrice: z.number(),
  superiorCabinPrice: z.number(),
});
export type PesoTariff = z.infer<typeof pesoTariffSchema>;

const pesoPromotionSchema = z.object({
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  arrivalTime: z.nullable(z.enum(ARRIVAL_TIMES)),
  datesValidityOnly: z.boolean(),
  pricePerDay: z.number(),
  pricePerNight: z.number(),
});
export type PesoPromotion = z.infer<typeof pesoPromotionSchema>;

const expectedLineSchema = z.object({
  key: z.enum(ITEM_KEYS),
  quantity: z.number(),
  price: z.number(),
  total: z.number(),
  hours: z.optional(z.number()),
});
export type ExpectedLine = z.infer<typeof expectedLineSchema>;

const workedExampleSchema = z.object({
  id: z.number(),
  title: z.string(),
  stayType: z.enum(STAY_TYPES),
  arrivalDate: z.iso.date(),
  departureDate: z.iso.date(),
  arrivalTime: z.enum(ARRIVAL_TIMES),
  persons: z.number(),
  products: z.partial(productCountsSchema),
  offer3x2: z.boolean(),
  promotion: z.nullable(pesoPromotionSchema),
  expected: z.union([
    z.object({
      lines: z.array(expectedLineSchema),
      discountRule: z.nullable(z.enum(["OFFER_3X2", "SPECIAL_PROMOTION"])),
      discount: z.number(),
      total: z.number(),
    }),
    z.object({ noPrice: z.array(z.iso.date()) }),
  ]),
});
export type WorkedExample = z.infer<typeof workedExampleSchema>;

const workedExamplesSchema = z.object({
  /** BLACK is the full tariff; the others are its colour discounts (15%, 40%, 55%). */
  tariffs: z.record(z.enum(PRICE_COLORS), pesoTariffSchema),
  /** The example calendar; 2027-07-13 has no price. */
  calendar: z.array(z.object({ date: z.iso.date(), color: z.nullable(z.enum(PRICE_COLORS)) })),
  activityPrices: z.object({
    canopyPass: z.number(),
    canopyNightPass: z.number(),
    horsebackRidingPass: z.number(),
    atvHour: z.number(),
  }),
  examples: z.array(workedExampleSchema),
});

const data = workedExamplesSchema.parse(examples);
export const EXAMPLE_TARIFFS = data.tariffs;
export const EXAMPLE_CALENDAR = data.calendar;
export const EXAMPLE_ACTIVITY_PRICES = data.activityPrices;
export const WORKED_EXAMPLES = data.examples;
