import { addDays, type IsoDate } from "../dates.ts";
import { type CalendarContext, disabledDayReason, maxSelectableDate } from "./date-limits.ts";

/**
 * The last day the departure calendar offers after `arrival`: the first day after it that cannot be
 * picked (no price, on the no-price list, lodging unavailable), else the booking horizon. Every night
 * of a stay needs a price (the server refuses a range over a no-price date, naming it), so a departure
 * beyond that day would cross it. The day itself is offered only if it can be picked.
 */
export function lastDepartureDate(arrival: IsoDate, context: CalendarContext): IsoDate {
  const horizon = maxSelectableDate(context.today);
  for (let date = addDays(arrival, 1); date < horizon; date = addDays(date, 1)) {
    if (disabledDayReason(date, context) !== null) return date;
  }
  return horizon;
}

/**
 * A day of the departure calendar that cannot be picked (000 §5: "the minimum departure is arrival plus
 * one day", and the calendar's disabled days): the arrival and every day before it, a day the calendar
 * disables anyway, and every day after the last departure (see lastDepartureDate).
 */
export function departureDayDisabled(
  date: IsoDate,
  arrival: IsoDate,
  lastDeparture: IsoDate,
  context: CalendarContext,
): boolean {
  return date <= arrival || date > lastDeparture || disabledDayReason(date, context) !== null;
}
