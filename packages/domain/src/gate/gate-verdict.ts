import type { IsoDate } from "../dates.ts";
import { QUOTE_STATE, type QuoteState } from "../quote/quote-states.ts";

/**
 * What the gate answers for a visit on a day, in the order it is checked:
 * - MAY_ENTER: paid, and the day is one of the visit's days (arrival to departure, both included: a
 *   lodging guest who went to town comes back through the gate on any day of the stay);
 * - NOT_PAID: the quote exists but its payment has not gone through;
 * - BEFORE_ARRIVAL: paid, for a later day;
 * - AFTER_DEPARTURE: paid, its last day has passed.
 */
export const GATE_VERDICTS = ["MAY_ENTER", "NOT_PAID", "BEFORE_ARRIVAL", "AFTER_DEPARTURE"] as const;
export type GateVerdict = (typeof GATE_VERDICTS)[number];

export type GateVisitFacts = { status: QuoteState; arrivalDate: IsoDate; departureDate: IsoDate };

/** Whether a visit may go through the gate on `day` (a park calendar date), and why not. */
export function gateVerdict(visit: GateVisitFacts, day: IsoDate): GateVerdict {
  if (visit.status !== QUOTE_STATE.PAID) return "NOT_PAID";
  // ISO dates compare as text in calendar order.
  if (day < visit.arrivalDate) return "BEFORE_ARRIVAL";
  if (day > visit.departureDate) return "AFTER_DEPARTURE";
  return "MAY_ENTER";
}
