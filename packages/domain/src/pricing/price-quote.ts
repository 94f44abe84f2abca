import type { ArrivalTime, StayType } from "../constants.ts";
import { daysBetween, type IsoDate, isIsoDate } from "../dates.ts";
import type { Centavos } from "../money.ts";
import { type AdmissionUnit, admissionTotal } from "./admission.ts";
import type { ActivityItemKey, ItemKey, LodgingItemKey } from "./item-keys.ts";
import { offer3x2Available, offer3x2DiscountPerPerson } from "./offer-3x2.ts";
import type { ActivityPrices, DateTariff, TariffLookup } from "./price-lookup.ts";
import { type LodgingCountField, PRODUCT_COUNT_KEYS, type ProductCounts } from "./product-counts.ts";
import {
  promotionDiscountPerPerson,
  promotionMatchesVisit,
  type SpecialPromotionTerms,
} from "./special-promotion.ts";
import { stayNights } from "./stay-nights.ts";

/** The visit as pricing needs it: dates decided, an arrival time (lodging without one uses DAY). */
export interface PricingVisit {
  stayType: StayType;
  arrivalDate: IsoDate;
  departureDate: IsoDate;
  arrivalTime: ArrivalTime;
  numberOfPersons: number;
}

export interface PricingInput {
  visit: PricingVisit;
  products: ProductCounts;
  tariffFor: TariffLookup;
  /** Activity prices in force; null when none is known (then a quote with activities is unpriceable). */
  activityPrices: ActivityPrices | null;
  offer3x2: boolean;
  promotion: SpecialPromotionTerms | null;
}

/** One line: totalAmount = quantity x price (x hours when present). */
export interface QuoteItem {
  key: ItemKey;
  quantity: number;
  /** Unit price: for lines summed over nights, the sum of the nights' prices (total / quantity). */
  price: Centavos;
  totalAmount: Centavos;
  hours?: number;
}

export type DiscountSource = "OFFER_3X2" | "SPECIAL_PROMOTION";

export interface PricedQuote {
  items: QuoteItem[];
  numberOfDays: number;
  subtotalAmount: Centavos;
  discountAmount: Centavos;
  /** The discount rule in effect (even when it saves nothing on these dates), or null. */
  discountSource: DiscountSource | null;
  totalAmount: Centavos;
  /** Admission of one person (day pass + camping nights) before and after the discount. */
  admissionPerPerson: { regular: Centavos; discounted: Centavos };
}

export type PricingError =
  | { error: "no_price"; dates: IsoDate[] }
  | { error: "no_activity_price"; keys: ActivityItemKey[] }
  | { error: "invalid_input"; field: string };

export function isPricingError(result: PricedQuote | PricingError): result is PricingError {
  return "error" in result;
}

const LODGING_LINES: readonly {
  key: LodgingItemKey;
  count: LodgingCountField;
  price: Exclude<keyof DateTariff, "color">;
}[] = [
  { key: "cabin", count: "cabins", price: "cabinPrice" },
  { key: "tipi", count: "tipis", price: "tipiPrice" },
  { key: "lake_village", count: "lakeVillages", price: "lakeVillagePrice" },
  { key: "superior_cabin", count: "superiorCabins", price: "superiorCabinPrice" },
];

const ACTIVITY_LINES: readonly {
  key: Exclude<ActivityItemKey, "atv">;
  count: keyof ProductCounts;
  price: keyof ActivityPrices;
}[] = [
  { key: "canopy_pass", count: "canopyPasses", price: "canopyPass" },
  { key: "canopy_night_pass", count: "canopyNightPasses", price: "canopyNightPass" },
  { key: "horseback_riding_pass", count: "horsebackRidingPasses", price: "horsebackRidingPass" },
];

/** Every product count but the ATV hours, which need not be whole. */
const COUNT_FIELDS = PRODUCT_COUNT_KEYS.filter((key) => key !== "atvHours");

function isCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

function invalidField(input: PricingInput): string | null {
  const { visit, products } = input;
  if (!isIsoDate(visit.arrivalDate)) return "visit.arrivalDate";
  if (visit.stayType !== "DAY_PASS") {
    if (!isIsoDate(visit.departureDate) || daysBetween(visit.arrivalDate, visit.departureDate) < 0) {
      return "visit.departureDate";
    }
  }
  if (!isCount(visit.numberOfPersons)) return "visit.numberOfPersons";
  for (const field of COUNT_FIELDS) if (!isCount(products[field])) return `products.${field}`;
  const hours = products.atvHours;
  if (!Number.isFinite(hours) || hours < 0 || (products.atvs > 0 && hours === 0)) return "products.atvHours";
  return null;
}

/** The per-person admissions of the visit at regular prices (000 §3; PRICING.md "Admission"). */
function admissionUnits(visit: PricingVisit, nights: readonly IsoDate[], tariffs: Map<IsoDate, DateTariff>) {
  const units: AdmissionUnit[] = [];
  const tariffOf = (date: IsoDate) => tariffs.get(date)!;
  if (visit.arrivalTime === "DAY") {
    units.push({ kind: "day", date: visit.arrivalDate, price: tariffOf(visit.arrivalDate).dayPassPrice });
  }
  nights.forEach((date, nightIndex) => {
    // A night arrival's first night is a night pass; every later night is the same camping pass
    // whatever the arrival time.
    const tariff = tariffOf(date);
    const price =
      nightIndex === 0 && visit.arrivalTime === "NIGHT" ? tariff.campingNightPrice : tariff.campingPassPrice;
    units.push({ kind: "night", date, nightIndex, price });
  });
  return units;
}

/**
 * A day pass ends at 6:00 pm of its day (000 §9), so it is always a day arrival: priced as one
 * whatever the caller says, it can never come out as a NIGHT arrival with no admission at all.
 */
export function dayPassArrivesByDay<T extends { stayType: StayType; arrivalTime: ArrivalTime }>(visit: T): T {
  return visit.stayType === "DAY_PASS" && visit.arrivalTime !== "DAY"
    ? { ...visit, arrivalTime: "DAY" }
    : visit;
}

/**
 * Prices a quote from the catalog (000 §3 Item, §4 Promotions, §9; rules and worked examples in
 * PRICING.md). Never throws on bad data: an unpriceable quote comes back as a PricingError.
 */
export function priceQuote(input: PricingInput): PricedQuote | PricingError {
  const invalid = invalidField(input);
  if (invalid) return { error: "invalid_input", field: invalid };

  const { products } = input;
  const visit = dayPassArrivesByDay(input.visit);
  const nights = stayNights(visit);
  const pricedDates = nights.length > 0 ? nights : [visit.arrivalDate];
  const tariffs = new Map<IsoDate, DateTariff>();
  const missing: IsoDate[] = [];
  for (const date of pricedDates) {
    const tariff = input.tariffFor(date);
    if (tariff) tariffs.set(date, tariff);
    else missing.push(date);
  }
  if (missing.length > 0) return { error: "no_price", dates: missing };

  const activityKeys: ActivityItemKey[] = [
    ...ACTIVITY_LINES.filter((line) => products[line.count] > 0).map((line) => line.key),
    ...(products.atvs > 0 ? (["atv"] as const) : []),
  ];
  const activityPrices = input.activityPrices;
  if (activityKeys.length > 0 && activityPrices === null) {
    return { error: "no_activity_price", keys: activityKeys };
  }

  const persons = visit.numberOfPersons;
  const units = admissionUnits(visit, nights, tariffs);
  const items: QuoteItem[] = [];
  const perLine = (key: ItemKey, quantity: number, price: Centavos) => {
    if (quantity > 0) items.push({ key, quantity, price, totalAmount: quantity * price });
  };

  const dayPass = units.find((unit) => unit.kind === "day");
  if (dayPass) perLine("day_pass", persons, dayPass.price);
  if (nights.length > 0) {
    perLine("camping_pass", persons, admissionTotal(units.filter((unit) => unit.kind === "night")));
    for (const line of LODGING_LINES) {
      const price = nights.reduce((sum, date) => sum + tariffs.get(date)![line.price], 0);
      perLine(line.key, products[line.count], price);
    }
  }
  if (activityPrices) {
    for (const line of ACTIVITY_LINES) perLine(line.key, products[line.count], activityPrices[line.price]);
    if (products.atvs > 0) {
      const price = activityPrices.atvHour;
      // Merged ATV rows may carry an average of hours; rounding keeps the total in whole centavos.
      const totalAmount = Math.round(products.atvs * products.atvHours * price);
      items.push({ key: "atv", quantity: products.atvs, price, totalAmount, hours: products.atvHours });
    }
  }

  const regular = admissionTotal(units);
  let discountSource: DiscountSource | null = null;
  let savedPerPerson = 0;
  if (input.promotion && promotionMatchesVisit(input.promotion, visit)) {
    discountSource = "SPECIAL_PROMOTION";
    savedPerPerson = promotionDiscountPerPerson(input.promotion, units);
  } else if (input.offer3x2 && offer3x2Available(visit.stayType, nights.length, products)) {
    discountSource = "OFFER_3X2";
    savedPerPerson = offer3x2DiscountPerPerson(units);
  }

  const subtotalAmount = items.reduce((sum, item) => sum + item.totalAmount, 0);
  const discountAmount = persons * savedPerPerson;
  return {
    items,
    numberOfDays: nights.length,
    subtotalAmount,
    discountAmount,
    discountSource,
    totalAmount: subtotalAmount - discountAmount,
    admissionPerPerson: { regular, discounted: regular - savedPerPerson },
  };
}
