import type { ArrivalTime } from "../constants.ts";
import { lodgingUnits, type ProductCounts } from "../pricing/product-counts.ts";
import { isLodgingStay, type QuoteVisit, quoteHasLodging } from "./quote-draft.ts";

/** What the Pay, Continue to payment and Complete purchase buttons look at. */
export interface CheckoutButtonState {
  /** totalAmount is the server's total as its answer gives it (pesos): only whether it is above 0 matters. */
  quote: { visit: QuoteVisit; products: ProductCounts; totalAmount: number } | null;
  /** Lodging of the quote no longer available (GET /reservations/valid/by-quote). */
  unavailableReservations: boolean;
  /** Capacity-full flags of the visit's dates, per arrival time. */
  capacityFull: Record<ArrivalTime, boolean>;
  /** Chosen stays found unavailable by the seat check. */
  unavailableStays: boolean;
  /** A remote call is in progress. */
  remoteActivity: boolean;
  /** The server reports reasons it would not sell the quote now (QuoteDto.saleIssues, sale-rules.ts). */
  saleIssues: boolean;
}

export type DisableCondition =
  | "no_quote"
  | "unavailable_reservations"
  | "capacity_full"
  | "unavailable_stays"
  | "remote_activity"
  | "lodging_without_persons"
  | "no_departure_date"
  | "zero_total"
  | "no_persons"
  | "no_arrival_time"
  | "no_lodging_count"
  | "sale_issues";

/** The arrival time whose capacity counts: lodging without an arrival time arrives by day. */
function capacityFullForVisit(state: CheckoutButtonState): boolean {
  return state.quote !== null && state.capacityFull[state.quote.visit.arrivalTime ?? "DAY"];
}

/** Each named condition and its test. */
export const DISABLE_CONDITIONS: Record<DisableCondition, (state: CheckoutButtonState) => boolean> = {
  no_quote: (s) => s.quote === null,
  unavailable_reservations: (s) => s.unavailableReservations,
  capacity_full: capacityFullForVisit,
  unavailable_stays: (s) => s.unavailableStays,
  remote_activity: (s) => s.remoteActivity,
  lodging_without_persons: (s) =>
    s.quote !== null && quoteHasLodging(s.quote) && s.quote.visit.numberOfPersons < 1,
  no_departure_date: (s) => s.quote !== null && s.quote.visit.departureDate === null,
  zero_total: (s) => s.quote !== null && s.quote.totalAmount <= 0,
  no_persons: (s) => s.quote !== null && s.quote.visit.numberOfPersons < 1,
  no_arrival_time: (s) => s.quote !== null && s.quote.visit.arrivalTime === null,
  no_lodging_count: (s) =>
    s.quote !== null && isLodgingStay(s.quote.visit.stayType) && lodgingUnits(s.quote.products) === 0,
  sale_issues: (s) => s.saleIssues,
};

export type CheckoutButton = "pay" | "continue_to_payment" | "complete_purchase";

/**
 * The conditions each button checks (000 §4). Continue and Complete also need a quote, which the
 * spec leaves implicit (the cart without a quote sends the visitor home). Each also stops when the server
 * says the quote cannot be sold (sale_issues): the server decides, the buttons follow (issue 7).
 */
export const BUTTON_CONDITIONS: Record<CheckoutButton, readonly DisableCondition[]> = {
  pay: [
    "unavailable_reservations",
    "capacity_full",
    "unavailable_stays",
    "remote_activity",
    "lodging_without_persons",
    "no_quote",
    "no_departure_date",
    "zero_total",
    "no_persons",
    "no_arrival_time",
    "no_lodging_count",
    "sale_issues",
  ],
  continue_to_payment: [
    "no_quote",
    "unavailable_reservations",
    "capacity_full",
    "zero_total",
    "unavailable_stays",
    "lodging_without_persons",
    "no_departure_date",
    "remote_activity",
    "sale_issues",
  ],
  complete_purchase: [
    "no_quote",
    "unavailable_reservations",
    "capacity_full",
    "unavailable_stays",
    "lodging_without_persons",
    "remote_activity",
    "sale_issues",
  ],
};

/** The conditions that hold now, in the button's order; empty when the button is enabled. */
export function buttonDisabledBy(button: CheckoutButton, state: CheckoutButtonState): DisableCondition[] {
  return BUTTON_CONDITIONS[button].filter((condition) => DISABLE_CONDITIONS[condition](state));
}

export function isButtonDisabled(button: CheckoutButton, state: CheckoutButtonState): boolean {
  return buttonDisabledBy(button, state).length > 0;
}
