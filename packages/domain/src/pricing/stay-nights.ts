import type { StayType } from "../constants.ts";
import { addDays, daysBetween, eachDate, type IsoDate } from "../dates.ts";

interface StayDates {
  stayType: StayType;
  arrivalDate: IsoDate;
  departureDate: IsoDate | null;
}

/**
 * The nights of a stay, each named by the date it starts on: arrival to the day before departure.
 * A day pass has none, whatever its departure says, because it ends at 6:00 pm of the arrival day.
 */
export function stayNights(visit: StayDates): IsoDate[] {
  if (visit.stayType === "DAY_PASS" || visit.departureDate === null) return [];
  if (daysBetween(visit.arrivalDate, visit.departureDate) < 1) return [];
  return eachDate(visit.arrivalDate, addDays(visit.departureDate, -1));
}

/** The visit's numberOfDays (000 §3 Visit): nights of camping or lodging, 0 for a day pass. */
export function numberOfDays(visit: StayDates): number {
  return stayNights(visit).length;
}
