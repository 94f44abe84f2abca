import { ARRIVAL_WINDOWS, type ArrivalTime, type StayType } from "../constants.ts";
import type { IsoDate } from "../dates.ts";
import { parkInstant } from "./park-instant.ts";

/**
 * How long before arrival a paid visit may still move (001 §9 terms: "date changes 24 hours (72 hours
 * for cabins and tipis)"). Every lodging stay gets the 72 hours: the terms name the park's lodging by
 * its two commonest kinds (decision 0030).
 */
export const DATE_CHANGE_NOTICE_HOURS: Record<StayType, number> = {
  DAY_PASS: 24,
  CAMPING_PASS: 24,
  CABIN: 72,
  SUPERIOR_CABIN: 72,
  LAKE_VILLAGE: 72,
  TIPI: 72,
};

export interface ChangeableVisit {
  stayType: StayType;
  arrivalDate: IsoDate;
  arrivalTime: ArrivalTime;
}

/** The visit's arrival: the opening of its arrival window (DAY 07:30, NIGHT 18:00) on its date, park time. */
export function arrivalInstant(visit: ChangeableVisit): Date {
  return parkInstant(visit.arrivalDate, ARRIVAL_WINDOWS[visit.arrivalTime].from);
}

/** The last instant the visit may move: its arrival less the notice of its stay type. */
export function dateChangeDeadline(visit: ChangeableVisit): Date {
  return new Date(arrivalInstant(visit).getTime() - DATE_CHANGE_NOTICE_HOURS[visit.stayType] * 3_600_000);
}

/** Whether the visit may still move at `now`: up to and including its deadline. */
export function canChangeDates(visit: ChangeableVisit, now: Date): boolean {
  return now.getTime() <= dateChangeDeadline(visit).getTime();
}
