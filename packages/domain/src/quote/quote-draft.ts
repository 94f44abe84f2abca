import { type ArrivalTime, LODGING_KINDS, type LodgingKind, type StayType } from "../constants.ts";
import { addDays, type IsoDate } from "../dates.ts";
import { EMPTY_PRODUCTS, hasLodging, type ProductCounts } from "../pricing/product-counts.ts";

/**
 * The visit as the drawer edits it. The arrival always has a date (a new quote starts tomorrow); the
 * departure and the arrival time may still be missing while the visitor fills the drawer.
 */
export interface QuoteVisit {
  stayType: StayType;
  arrivalDate: IsoDate;
  departureDate: IsoDate | null;
  arrivalTime: ArrivalTime | null;
  numberOfPersons: number;
}

/** The part of a quote the visitor edits; prices and items always come from pricing, never from here. */
export interface QuoteDraft {
  /** Server id once the quote was created there; null while it is only local. */
  id: string | null;
  visit: QuoteVisit;
  products: ProductCounts;
  offer3x2: boolean;
  /** Code of the applied special promotion; rules that change dates or arrival time drop it. */
  promotionCode: string | null;
}

/**
 * A new local quote (000 §4 "visit today to tomorrow", 0 persons, NIGHT arrival, camping), starting
 * tomorrow to the day after: a NIGHT arrival tomorrow opens 24 hours ahead until 6:00 pm today (000 §9,
 * 0005-capacity-dates.md); later, the web's start moves it to earliestArrival before it is sent.
 */
export function newLocalQuote(today: IsoDate): QuoteDraft {
  const arrivalDate = addDays(today, 1);
  return {
    id: null,
    visit: {
      stayType: "CAMPING_PASS",
      arrivalDate,
      departureDate: addDays(arrivalDate, 1),
      arrivalTime: "NIGHT",
      numberOfPersons: 0,
    },
    products: { ...EMPTY_PRODUCTS },
    offer3x2: false,
    promotionCode: null,
  };
}

export function isLodgingStay(stayType: StayType): stayType is LodgingKind {
  return (LODGING_KINDS as readonly StayType[]).includes(stayType);
}

/** Lodging either as the chosen stay type or as units already counted. */
export function quoteHasLodging(quote: { visit: QuoteVisit; products: ProductCounts }): boolean {
  return isLodgingStay(quote.visit.stayType) || hasLodging(quote.products);
}

/** Dates are complete when a day pass has its arrival, or any other stay also has a departure. */
export function datesComplete(visit: QuoteVisit): boolean {
  return visit.stayType === "DAY_PASS" || visit.departureDate !== null;
}
