import type { Language, LodgingKind } from "@park/domain/constants.ts";
import { addDays, daysBetween, type IsoDate } from "@park/domain/dates.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import { ITEM_NAMES } from "@park/domain/pricing/item-keys.ts";
import { dayPassArrivesByDay, type PricingVisit } from "@park/domain/pricing/price-quote.ts";
import type { ProductCounts } from "@park/domain/pricing/product-counts.ts";
import { numberOfDays } from "@park/domain/pricing/stay-nights.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { QuoteVisitPayload } from "@park/domain/quote/quote-schemas.ts";
import type { SaleIssueCode } from "@park/domain/quote/sale-rules.ts";
import { errorMessage } from "../../../texts/error-texts.ts";
import type { QuotePricing } from "./quote-pricing-outcome.ts";
import type { ChosenUnit, QuoteFields, QuoteRecord } from "./quote-record.ts";

export function quoteVisit(
  record: Pick<QuoteRecord, "stayType" | "arrivalDate" | "departureDate" | "arrivalTime" | "numberOfPersons">,
): PricingVisit {
  // The API refuses a day pass at night; a row written otherwise still reads as the day arrival it is.
  return dayPassArrivesByDay({
    stayType: record.stayType,
    arrivalDate: record.arrivalDate,
    departureDate: record.departureDate,
    arrivalTime: record.arrivalTime,
    numberOfPersons: record.numberOfPersons,
  });
}

/** The nights of the quote's stay as a range (first and last night), or null for a stay without a night. */
export function quoteNightRange(record: QuoteRecord): { first: IsoDate; last: IsoDate } | null {
  return nightRange(quoteVisit(record));
}

/**
 * The nights of a visit as a range (first and last night), or null for a stay without a night: the ends
 * of stayNights, worked out without listing the nights between (a quote's answer asks this many times).
 */
export function nightRange(visit: PricingVisit): { first: IsoDate; last: IsoDate } | null {
  if (visit.stayType === "DAY_PASS" || visit.departureDate === null) return null;
  if (daysBetween(visit.arrivalDate, visit.departureDate) < 1) return null;
  return { first: visit.arrivalDate, last: addDays(visit.departureDate, -1) };
}

/**
 * The product counts of the stored quote: the columns of ProductCounts, nothing else of the row. The
 * columns are typed and NOT NULL, so they are picked rather than parsed (this runs several times per answer).
 */
export function quoteProducts(record: QuoteRecord): ProductCounts {
  const { cabins, tipis, lakeVillages, superiorCabins } = record;
  const { canopyPasses, canopyNightPasses, horsebackRidingPasses, atvs, atvHours } = record;
  return {
    cabins,
    tipis,
    lakeVillages,
    superiorCabins,
    canopyPasses,
    canopyNightPasses,
    horsebackRidingPasses,
    atvs,
    atvHours,
  };
}

export function quoteFields(
  visit: QuoteVisitPayload,
  products: ProductCounts,
  offer3x2: boolean,
  language: Language,
): QuoteFields {
  return { ...visit, ...products, offer3x2, language };
}

/** Everything a quote answer shows besides the stored row. */
export type QuoteView = {
  record: QuoteRecord;
  pricing: QuotePricing;
  chosenUnits: ChosenUnit[];
  /** Kinds of which a chosen unit went to another quote, or whose count the nights cannot hold. */
  lostKinds: LodgingKind[];
  holdExpiresAt: Date | null;
  /** Why the quote cannot be sold now; empty when it can (or when it is not OPEN). */
  saleIssues: SaleIssueCode[];
  /** The payment that bought the quote, and the contact's first name; null or absent until checkout. */
  payment?: QuoteDto["payment"];
  awaitingPayment?: QuoteDto["awaitingPayment"];
  paymentOptions?: QuoteDto["paymentOptions"];
  contactName?: string | null;
};

function unitNumbers(units: readonly ChosenUnit[], kind: LodgingKind) {
  return units.filter((u) => u.kind === kind).map((u) => ({ id: String(u.unitId), number: u.name }));
}

/** The quote as the API answers it (QuoteDto): pesos, items named in the quote's language. */
export function toQuoteDto(view: QuoteView): QuoteDto {
  const { record, pricing, chosenUnits } = view;
  const { language, status } = record;
  const visit = quoteVisit(record);
  const priced = "priced" in pricing ? pricing.priced : null;
  const total = priced ? centavosToPesos(priced.totalAmount) : 0;
  let error: QuoteDto["error"] = null;
  if ("failure" in pricing) {
    const { failure } = pricing;
    const code = failure.error === "invalid_input" ? "validation_error" : failure.error;
    const dates = failure.error === "no_price" ? failure.dates : [];
    error = { error: code, message: errorMessage(code, language, dates) };
  }
  return {
    id: record.id,
    code: record.code,
    status,
    visit: {
      code: record.code,
      ...visit,
      numberOfDays: numberOfDays(visit),
      firstTime: null,
    },
    products: quoteProducts(record),
    items: (priced?.items ?? []).map((item) => ({
      product: { key: item.key },
      name: ITEM_NAMES[item.key][language],
      quantity: item.quantity,
      price: centavosToPesos(item.price),
      totalAmount: centavosToPesos(item.totalAmount),
      hours: item.hours ?? null,
    })),
    offer3x2: record.offer3x2,
    promotion: null,
    discountAmount: priced ? centavosToPesos(priced.discountAmount) : 0,
    totalAmount: total,
    pendingAmount: status === "PAID" ? 0 : total,
    colors: "priced" in pricing ? pricing.colors : [],
    cabinNumbers: unitNumbers(chosenUnits, "CABIN"),
    tipiNumbers: unitNumbers(chosenUnits, "TIPI"),
    lakeVillageNumbers: unitNumbers(chosenUnits, "LAKE_VILLAGE"),
    superiorCabinNumbers: unitNumbers(chosenUnits, "SUPERIOR_CABIN"),
    unavailableLodging: view.lostKinds,
    holdExpiresAt: view.holdExpiresAt?.toISOString() ?? null,
    saleIssues: view.saleIssues.map((code) => ({ code, message: errorMessage(code, language) })),
    language,
    payment: view.payment ?? null,
    awaitingPayment: view.awaitingPayment ?? null,
    paymentOptions: view.paymentOptions ?? { oxxo: null, spei: null },
    contact: view.contactName ? { name: view.contactName } : null,
    error,
  };
}
