import type { ArrivalTime } from "../constants.ts";
import { addDays, bookingHorizon, type IsoDate, parkDate } from "../dates.ts";
import { arrivalTooSoon, sellableArrivalTimes } from "./earliest-arrival.ts";
import type { QuoteVisit } from "./quote-draft.ts";

/** Latest selectable date: the end of the current year plus 6 months. */
export function maxSelectableDate(today: IsoDate): IsoDate {
  return bookingHorizon(today);
}

/** Earliest departure: the day after arrival. */
export function minDepartureDate(arrivalDate: IsoDate): IsoDate {
  return addDays(arrivalDate, 1);
}

/** What the calendar knows about the dates on screen. */
export interface CalendarContext {
  today: IsoDate;
  /** The park's clock, for the 24 hours ahead (today is its date). */
  now: Date;
  /** The arrival times the visit may take (a day pass only DAY); a date none of them can be sold on is too soon. */
  arrivalTimes: readonly ArrivalTime[];
  /** Whether the loaded catalog has a price for the date. */
  hasPrice: (date: IsoDate) => boolean;
  /** The no-price list (GET /api/catalog/visit-prices/no-prices). */
  noPriceDates: ReadonlySet<IsoDate>;
  /** Dates when the chosen lodging is unavailable (GET /api/core/rentals/unavailable); empty without lodging. */
  unavailableLodgingDates: ReadonlySet<IsoDate>;
}

export type DisabledDayReason =
  | "past"
  | "too_soon"
  | "beyond_horizon"
  | "no_price"
  | "no_price_list"
  | "lodging_unavailable";

/** Why a calendar day cannot be picked, checked in this order; null when it can. */
export function disabledDayReason(date: IsoDate, context: CalendarContext): DisabledDayReason | null {
  if (date < context.today) return "past";
  if (sellableArrivalTimes(date, context.now, context.arrivalTimes).length === 0) return "too_soon";
  if (date > maxSelectableDate(context.today)) return "beyond_horizon";
  if (!context.hasPrice(date)) return "no_price";
  if (context.noPriceDates.has(date)) return "no_price_list";
  if (context.unavailableLodgingDates.has(date)) return "lodging_unavailable";
  return null;
}

export function isDayDisabled(date: IsoDate, context: CalendarContext): boolean {
  return disabledDayReason(date, context) !== null;
}

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The date checks that need the clock, for the server to run after the payload schema: arrival not in
 * the past nor its window opening less than 24 hours after now (decision 0005), both dates within the
 * booking horizon. The API's catalogue holds the texts of these keys.
 */
export function visitDateIssues(
  visit: Pick<QuoteVisit, "arrivalDate" | "departureDate"> & { arrivalTime: ArrivalTime },
  now: Date,
): FieldIssue[] {
  const today = parkDate(now);
  const issues: FieldIssue[] = [];
  const horizon = maxSelectableDate(today);
  if (visit.arrivalDate < today) {
    issues.push({ path: "visit.arrivalDate", message: "date_in_past" });
  } else if (arrivalTooSoon(visit.arrivalDate, visit.arrivalTime, now)) {
    issues.push({ path: "visit.arrivalDate", message: "arrival_too_soon" });
  } else if (visit.arrivalDate > horizon) {
    issues.push({ path: "visit.arrivalDate", message: "beyond_horizon" });
  }
  if (visit.departureDate !== null && visit.departureDate > horizon) {
    issues.push({ path: "visit.departureDate", message: "beyond_horizon" });
  }
  return issues;
}
