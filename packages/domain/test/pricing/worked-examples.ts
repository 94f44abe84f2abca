import type { ArrivalTime, PriceColor, StayType } from "../../src/constants.ts";
import type { IsoDate } from "../../src/dates.ts";
import type { ItemKey } from "../../src/pricing/item-keys.ts";
import type { ProductCounts } from "../../src/pricing/product-counts.ts";

/**
 * The worked examples of PRICING.md, in pesos as a visitor reads them. PRICING.md's tables are
 * rendered from this file (a test keeps them equal) and every figure is checked against priceQuote.
 */

export interface PesoTariff {
  dayPassPrice: number;
  campingPassPrice: number;
  campingNightPrice: number;
  cabinPrice: number;
  tipiPrice: number;
  lakeVillagePrice: number;
  superiorCabinPrice: number;
}

/** BLACK is the full tariff; the others are its colour discounts (15%, 40%, 55%). */
export const EXAMPLE_TARIFFS: Record<PriceColor, PesoTariff> = {
  BLACK: {
    dayPassPrice: 200,
    campingPassPrice: 300,
    campingNightPrice: 240,
    cabinPrice: 2000,
    tipiPrice: 700,
    lakeVillagePrice: 1800,
    superiorCabinPrice: 2400,
  },
  BLUE: {
    dayPassPrice: 170,
    campingPassPrice: 255,
    campingNightPrice: 204,
    cabinPrice: 1700,
    tipiPrice: 595,
    lakeVillagePrice: 1530,
    superiorCabinPrice: 2040,
  },
  RED: {
    dayPassPrice: 120,
    campingPassPrice: 180,
    campingNightPrice: 144,
    cabinPrice: 1200,
    tipiPrice: 420,
    lakeVillagePrice: 1080,
    superiorCabinPrice: 1440,
  },
  YELLOW: {
    dayPassPrice: 90,
    campingPassPrice: 135,
    campingNightPrice: 108,
    cabinPrice: 900,
    tipiPrice: 315,
    lakeVillagePrice: 810,
    superiorCabinPrice: 1080,
  },
};

/** The example calendar; 2027-07-13 has no price. */
export const EXAMPLE_CALENDAR: readonly { date: IsoDate; color: PriceColor | null }[] = [
  { date: "2027-07-05", color: "YELLOW" },
  { date: "2027-07-06", color: "YELLOW" },
  { date: "2027-07-07", color: "BLUE" },
  { date: "2027-07-08", color: "BLUE" },
  { date: "2027-07-09", color: "BLACK" },
  { date: "2027-07-10", color: "BLACK" },
  { date: "2027-07-11", color: "RED" },
  { date: "2027-07-12", color: "RED" },
  { date: "2027-07-13", color: null },
];

export const EXAMPLE_ACTIVITY_PRICES = {
  canopyPass: 1000,
  canopyNightPass: 850,
  horsebackRidingPass: 700,
  atvHour: 1350,
} as const;

export interface PesoPromotion {
  startDate: IsoDate;
  endDate: IsoDate;
  arrivalTime: ArrivalTime | null;
  datesValidityOnly: boolean;
  pricePerDay: number;
  pricePerNight: number;
}

export interface ExpectedLine {
  key: ItemKey;
  quantity: number;
  price: number;
  total: number;
  hours?: number;
}

export type Expected =
  | {
      lines: ExpectedLine[];
      discountRule: "OFFER_3X2" | "SPECIAL_PROMOTION" | null;
      discount: number;
      total: number;
    }
  | { noPrice: IsoDate[] };

export interface WorkedExample {
  id: number;
  title: string;
  stayType: StayType;
  arrivalDate: IsoDate;
  departureDate: IsoDate;
  arrivalTime: ArrivalTime;
  persons: number;
  products: Partial<ProductCounts>;
  offer3x2: boolean;
  promotion: PesoPromotion | null;
  expected: Expected;
}

const promotionDay9: PesoPromotion = {
  startDate: "2027-07-01",
  endDate: "2027-07-09",
  arrivalTime: "DAY",
  datesValidityOnly: false,
  pricePerDay: 150,
  pricePerNight: 200,
};

export const WORKED_EXAMPLES: readonly WorkedExample[] = [
  {
    id: 1,
    title: "Day pass arriving by day",
    stayType: "DAY_PASS",
    arrivalDate: "2027-07-09",
    departureDate: "2027-07-09",
    arrivalTime: "DAY",
    persons: 3,
    products: {},
    offer3x2: false,
    promotion: null,
    expected: {
      lines: [{ key: "day_pass", quantity: 3, price: 200, total: 600 }],
      discountRule: null,
      discount: 0,
      total: 600,
    },
  },
  {
    id: 2,
    title: "Day pass sent with a night arrival is priced as a day arrival",
    stayType: "DAY_PASS",
    arrivalDate: "2027-07-09",
    departureDate: "2027-07-09",
    arrivalTime: "NIGHT",
    persons: 3,
    products: {},
    offer3x2: false,
    promotion: null,
    expected: {
      lines: [{ key: "day_pass", quantity: 3, price: 200, total: 600 }],
      discountRule: null,
      discount: 0,
      total: 600,
    },
  },
  {
    id: 3,
    title: "Camping, day arrival: day pass + a camping pass per night",
    stayType: "CAMPING_PASS",
    arrivalDate: "2027-07-09",
    departureDate: "2027-07-11",
    arrivalTime: "DAY",
    persons: 2,
    products: {},
    offer3x2: false,
    promotion: null,
    expected: {
      lines: [
        { key: "day_pass", quantity: 2, price: 200, total: 400 },
        { key: "camping_pass", quantity: 2, price: 600, total: 1200 },
      ],
      discountRule: null,
      discount: 0,
      total: 1600,
    },
  },
  {
    id: 4,
    title: "Camping, night arrival: first night at the night price",
    stayType: "CAMPING_PASS",
    arrivalDate: "2027-07-09",
    departureDate: "2027-07-11",
    arrivalTime: "NIGHT",
    persons: 2,
    products: {},
    offer3x2: false,
    promotion: null,
    expected: {
      lines: [{ key: "camping_pass", quantity: 2, price: 540, total: 1080 }],
      discountRule: null,
      discount: 0,
      total: 1080,
    },
  },
  {
    id: 5,
    title: "Each night at its own colour",
    stayType: "CAMPING_PASS",
    arrivalDate: "2027-07-06",
    departureDate: "2027-07-09",
    arrivalTime: "NIGHT",
    persons: 4,
    products: {},
    offer3x2: false,
    promotion: null,
    expected: {
      lines: [{ key: "camping_pass", quantity: 4, price: 618, total: 2472 }],
      discountRule: null,
      discount: 0,
      total: 2472,
    },
  },
  {
    id: 6,
    title: "3x2 over six nights: 3rd and 6th nights free",
    stayType: "CAMPING_PASS",
    arrivalDate: "2027-07-05",
    departureDate: "2027-07-11",
    arrivalTime: "DAY",
    persons: 2,
    products: {},
    offer3x2: true,
    promotion: null,
    expected: {
      lines: [
        { key: "day_pass", quantity: 2, price: 90, total: 180 },
        { key: "camping_pass", quantity: 2, price: 1380, total: 2760 },
      ],
      discountRule: "OFFER_3X2",
      discount: 1110,
      total: 1830,
    },
  },
  {
    id: 7,
    title: "3x2 over two nights: offered, but no third night yet",
    stayType: "CAMPING_PASS",
    arrivalDate: "2027-07-09",
    departureDate: "2027-07-11",
    arrivalTime: "DAY",
    persons: 2,
    products: {},
    offer3x2: true,
    promotion: null,
    expected: {
      lines: [
        { key: "day_pass", quantity: 2, price: 200, total: 400 },
        { key: "camping_pass", quantity: 2, price: 600, total: 1200 },
      ],
      discountRule: "OFFER_3X2",
      discount: 0,
      total: 1600,
    },
  },
  {
    id: 8,
    title: "3x2 with a night arrival: the free night is the 3rd",
    stayType: "CAMPING_PASS",
    arrivalDate: "2027-07-08",
    departureDate: "2027-07-11",
    arrivalTime: "NIGHT",
    persons: 1,
    products: {},
    offer3x2: true,
    promotion: null,
    expected: {
      lines: [{ key: "camping_pass", quantity: 1, price: 804, total: 804 }],
      discountRule: "OFFER_3X2",
      discount: 300,
      total: 504,
    },
  },
  {
    id: 9,
    title: "Cabin: lodging plus admission for every person",
    stayType: "CABIN",
    arrivalDate: "2027-07-09",
    departureDate: "2027-07-11",
    arrivalTime: "DAY",
    persons: 5,
    products: { cabins: 1 },
    offer3x2: false,
    promotion: null,
    expected: {
      lines: [
        { key: "day_pass", quantity: 5, price: 200, total: 1000 },
        { key: "camping_pass", quantity: 5, price: 600, total: 3000 },
        { key: "cabin", quantity: 1, price: 4000, total: 4000 },
      ],
      discountRule: null,
      discount: 0,
      total: 8000,
    },
  },
  {
    id: 10,
    title: "Two tipis, night arrival, nights of two colours",
    stayType: "TIPI",
    arrivalDate: "2027-07-10",
    departureDate: "2027-07-12",
    arrivalTime: "NIGHT",
    persons: 8,
    products: { tipis: 2 },
    offer3x2: false,
    promotion: null,
    expected: {
      lines: [
        { key: "camping_pass", quantity: 8, price: 420, total: 3360 },
        { key: "tipi", quantity: 2, price: 1120, total: 2240 },
      ],
      discountRule: null,
      discount: 0,
      total: 5600,
    },
  },
  {
    id: 11,
    title: "3x2 asked with lodging is not applied",
    stayType: "SUPERIOR_CABIN",
    arrivalDate: "2027-07-07",
    departureDate: "2027-07-10",
    arrivalTime: "DAY",
    persons: 6,
    products: { superiorCabins: 1 },
    offer3x2: true,
    promotion: null,
    expected: {
      lines: [
        { key: "day_pass", quantity: 6, price: 170, total: 1020 },
        { key: "camping_pass", quantity: 6, price: 810, total: 4860 },
        { key: "superior_cabin", quantity: 1, price: 6480, total: 6480 },
      ],
      discountRule: null,
      discount: 0,
      total: 12360,
    },
  },
  {
    id: 12,
    title: "Lake village, one night",
    stayType: "LAKE_VILLAGE",
    arrivalDate: "2027-07-11",
    departureDate: "2027-07-12",
    arrivalTime: "NIGHT",
    persons: 3,
    products: { lakeVillages: 1 },
    offer3x2: false,
    promotion: null,
    expected: {
      lines: [
        { key: "camping_pass", quantity: 3, price: 144, total: 432 },
        { key: "lake_village", quantity: 1, price: 1080, total: 1080 },
      ],
      discountRule: null,
      discount: 0,
      total: 1512,
    },
  },
  {
    id: 13,
    title: "Lodging with no persons yet: the lodging alone",
    stayType: "CABIN",
    arrivalDate: "2027-07-09",
    departureDate: "2027-07-10",
    arrivalTime: "DAY",
    persons: 0,
    products: { cabins: 1 },
    offer3x2: false,
    promotion: null,
    expected: {
      lines: [{ key: "cabin", quantity: 1, price: 2000, total: 2000 }],
      discountRule: null,
      discount: 0,
      total: 2000,
    },
  },
  {
    id: 14,
    title: "Day pass with canopy, horseback and a 2-hour ATV",
    stayType: "DAY_PASS",
    arrivalDate: "2027-07-08",
    departureDate: "2027-07-08",
    arrivalTime: "DAY",
    persons: 2,
    products: { canopyPasses: 2, horsebackRidingPasses: 1, atvs: 1, atvHours: 2 },
    offer3x2: false,
    promotion: null,
    expected: {
      lines: [
        { key: "day_pass", quantity: 2, price: 170, total: 340 },
        { key: "canopy_pass", quantity: 2, price: 1000, total: 2000 },
        { key: "horseback_riding_pass", quantity: 1, price: 700, total: 700 },
        { key: "atv", quantity: 1, price: 1350, total: 2700, hours: 2 },
      ],
      discountRule: null,
      discount: 0,
      total: 5740,
    },
  },
  {
    id: 15,
    title: "Night canopy on a camping night",
    stayType: "CAMPING_PASS",
    arrivalDate: "2027-07-09",
    departureDate: "2027-07-10",
    arrivalTime: "NIGHT",
    persons: 1,
    products: { canopyNightPasses: 1 },
    offer3x2: false,
    promotion: null,
    expected: {
      lines: [
        { key: "camping_pass", quantity: 1, price: 240, total: 240 },
        { key: "canopy_night_pass", quantity: 1, price: 850, total: 850 },
      ],
      discountRule: null,
      discount: 0,
      total: 1090,
    },
  },
  {
    id: 16,
    title: "Special code priced only on its dates",
    stayType: "CAMPING_PASS",
    arrivalDate: "2027-07-09",
    departureDate: "2027-07-11",
    arrivalTime: "DAY",
    persons: 2,
    products: {},
    offer3x2: false,
    promotion: promotionDay9,
    expected: {
      lines: [
        { key: "day_pass", quantity: 2, price: 200, total: 400 },
        { key: "camping_pass", quantity: 2, price: 600, total: 1200 },
      ],
      discountRule: "SPECIAL_PROMOTION",
      discount: 300,
      total: 1300,
    },
  },
  {
    id: 17,
    title: "Special code whose dates only check the arrival",
    stayType: "CAMPING_PASS",
    arrivalDate: "2027-07-09",
    departureDate: "2027-07-11",
    arrivalTime: "DAY",
    persons: 2,
    products: {},
    offer3x2: false,
    promotion: { ...promotionDay9, datesValidityOnly: true },
    expected: {
      lines: [
        { key: "day_pass", quantity: 2, price: 200, total: 400 },
        { key: "camping_pass", quantity: 2, price: 600, total: 1200 },
      ],
      discountRule: "SPECIAL_PROMOTION",
      discount: 500,
      total: 1100,
    },
  },
  {
    id: 18,
    title: "Special code for day arrivals on a night arrival",
    stayType: "CAMPING_PASS",
    arrivalDate: "2027-07-09",
    departureDate: "2027-07-11",
    arrivalTime: "NIGHT",
    persons: 2,
    products: {},
    offer3x2: false,
    promotion: promotionDay9,
    expected: {
      lines: [{ key: "camping_pass", quantity: 2, price: 540, total: 1080 }],
      discountRule: null,
      discount: 0,
      total: 1080,
    },
  },
  {
    id: 19,
    title: "A night without a price makes the quote unpriceable",
    stayType: "CAMPING_PASS",
    arrivalDate: "2027-07-12",
    departureDate: "2027-07-14",
    arrivalTime: "NIGHT",
    persons: 2,
    products: {},
    offer3x2: false,
    promotion: null,
    expected: { noPrice: ["2027-07-13"] },
  },
];
