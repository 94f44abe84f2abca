import { addDays, daysBetween, type IsoDate } from "../dates.ts";
import type { QuoteDraft } from "./quote-draft.ts";

/**
 * Picking an arrival (000 §4): a day pass leaves the same day; for other stays an arrival on or
 * after the departure clears the departure; and with no departure left the arrival time is cleared
 * too. A new arrival drops an applied promotion (its dates no longer hold).
 */
export function pickArrival(quote: QuoteDraft, arrivalDate: IsoDate): QuoteDraft {
  const { visit } = quote;
  let departureDate = visit.departureDate;
  if (visit.stayType === "DAY_PASS") departureDate = arrivalDate;
  else if (departureDate !== null && daysBetween(arrivalDate, departureDate) <= 0) departureDate = null;
  const arrivalTime = departureDate === null ? null : visit.arrivalTime;
  const changed = arrivalDate !== visit.arrivalDate;
  return {
    ...quote,
    visit: { ...visit, arrivalDate, departureDate, arrivalTime },
    promotionCode: changed ? null : quote.promotionCode,
  };
}

/**
 * Picking a departure: one not after the arrival becomes arrival + 1 and the calendar stays open for
 * another pick; a day pass keeps departure = arrival.
 */
export function pickDeparture(
  quote: QuoteDraft,
  departureDate: IsoDate,
): { quote: QuoteDraft; keepCalendarOpen: boolean } {
  const { visit } = quote;
  if (visit.stayType === "DAY_PASS") return { quote, keepCalendarOpen: false };
  const forced = daysBetween(visit.arrivalDate, departureDate) < 1;
  const next = forced ? addDays(visit.arrivalDate, 1) : departureDate;
  const changed = next !== visit.departureDate;
  return {
    quote: {
      ...quote,
      visit: { ...visit, departureDate: next },
      promotionCode: changed ? null : quote.promotionCode,
    },
    keepCalendarOpen: forced,
  };
}
