import type { IsoDate } from "../dates.ts";
import { visitDateIssues } from "../quote/date-limits.ts";
import { type ChangeableVisit, canChangeDates } from "./change-deadline.ts";

export interface NewDates {
  arrivalDate: IsoDate;
  departureDate: IsoDate;
}

/** Why a paid visit cannot move to these dates by the rules of time alone (rooms are the API's look). */
export type DateChangeRefusal =
  | "date_change_too_late"
  | "same_dates"
  | "date_change_past"
  | "arrival_too_soon"
  | "date_change_beyond_horizon";

/**
 * The refusal of a move of `visit` to `next` at `now`, or null: past the visit's deadline (24 or 72 hours
 * before arrival), the same dates, or new dates a purchase could not have (past, less than a day ahead,
 * beyond the booking horizon). The first that applies, in that order.
 */
export function dateChangeRefusal(
  visit: ChangeableVisit & { departureDate: IsoDate },
  next: NewDates,
  now: Date,
): DateChangeRefusal | null {
  if (!canChangeDates(visit, now)) return "date_change_too_late";
  if (visit.arrivalDate === next.arrivalDate && visit.departureDate === next.departureDate) {
    return "same_dates";
  }
  const [issue] = visitDateIssues({ ...next, arrivalTime: visit.arrivalTime }, now);
  if (issue?.message === "date_in_past") return "date_change_past";
  if (issue?.message === "arrival_too_soon") return "arrival_too_soon";
  if (issue?.message === "beyond_horizon") return "date_change_beyond_horizon";
  return null;
}

/**
 * What a move costs, in centavos (001 §9 terms: a higher price is payable, a lower one is not refunded):
 * the difference to pay, and what the visitor gives up when the new dates are cheaper.
 */
export function dateChangeCharge(
  fromTotal: number,
  newTotal: number,
): { difference: number; notRefunded: number } {
  return { difference: Math.max(newTotal - fromTotal, 0), notRefunded: Math.max(fromTotal - newTotal, 0) };
}
