import type { ArrivalTime } from "../constants.ts";
import { NIGHT_CANOPY_CUTOFF } from "../constants.ts";
import { addDays, type Clock, eachDate, type IsoDate, parkDate, parkTime } from "../dates.ts";
import type { VisitActivityType } from "./activity-types.ts";

/** The visit as the activity calendars need it. A day pass has departure = arrival. */
export interface ActivityVisit {
  arrivalDate: IsoDate;
  departureDate: IsoDate;
  arrivalTime: ArrivalTime;
}

export interface ActivityDateOption {
  date: IsoDate;
  available: boolean;
}

/**
 * Every day of the visit, arrival to departure, each available unless it has passed (park time):
 * the answer of GET /api/ecommerce/visit-activities/dates/available, which knows only the two dates.
 */
export function visitActivityDates(
  arrivalDate: IsoDate,
  departureDate: IsoDate,
  now: ReturnType<Clock>,
): ActivityDateOption[] {
  const today = parkDate(now);
  return eachDate(arrivalDate, departureDate).map((date) => ({ date, available: date >= today }));
}

/**
 * Night canopy dates (000 §4 Activities): from the arrival, or the day after it for a night arrival,
 * to the departure. The departure date is listed but unavailable (the visit ends before the 7:30 pm
 * session), and so is today from 18:00 park time (NIGHT_CANOPY_CUTOFF), as is any past date.
 */
export function nightCanopyDates(visit: ActivityVisit, now: ReturnType<Clock>): ActivityDateOption[] {
  const first = visit.arrivalTime === "NIGHT" ? addDays(visit.arrivalDate, 1) : visit.arrivalDate;
  const today = parkDate(now);
  const pastCutoff = parkTime(now) >= NIGHT_CANOPY_CUTOFF;
  return eachDate(first, visit.departureDate).map((date) => ({
    date,
    available: date !== visit.departureDate && date >= today && !(date === today && pastCutoff),
  }));
}

/**
 * Dates of the day activities (canopy, horseback, ATV): every day of the visit, departure included
 * (campers stay until 6:00 pm, lodging guests may stay in the camp after check-out). Our reading for a
 * night arrival: its arrival date is unavailable, because the visitor enters from 6:00 pm and the last
 * slots start at 5:00 pm. Past dates are unavailable; slots already started today are closed by
 * scheduleSlots.
 */
export function dayActivityDates(visit: ActivityVisit, now: ReturnType<Clock>): ActivityDateOption[] {
  const today = parkDate(now);
  return eachDate(visit.arrivalDate, visit.departureDate).map((date) => ({
    date,
    available: date >= today && !(visit.arrivalTime === "NIGHT" && date === visit.arrivalDate),
  }));
}

/** The date list of an activity's picker. */
export function activityDates(
  type: VisitActivityType,
  visit: ActivityVisit,
  now: ReturnType<Clock>,
): ActivityDateOption[] {
  return type === "CANOPY_TOUR_NIGHT" ? nightCanopyDates(visit, now) : dayActivityDates(visit, now);
}

/** Whether the visitor may book the activity on the date: listed and available. */
export function activityDateBookable(
  type: VisitActivityType,
  visit: ActivityVisit,
  date: IsoDate,
  now: ReturnType<Clock>,
): boolean {
  return activityDates(type, visit, now).some((option) => option.date === date && option.available);
}
