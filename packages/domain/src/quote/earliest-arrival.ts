import { ARRIVAL_TIMES, ARRIVAL_WINDOWS, type ArrivalTime } from "../constants.ts";
import { parkInstant } from "../date-change/park-instant.ts";
import { addDays, type IsoDate, parkDate } from "../dates.ts";

/** 000 §9 "Purchases at least 24 hours ahead", read by the clock (decision 0005). */
export const PURCHASE_NOTICE_HOURS = 24;

/** The opening of an arrival window (DAY 07:30, NIGHT 18:00) on a date, park time. */
export function arrivalWindowOpens(date: IsoDate, time: ArrivalTime): Date {
  return parkInstant(date, ARRIVAL_WINDOWS[time].from);
}

/** The last moment an arrival can be sold: 24 hours before its window opens. */
export function saleCloses(date: IsoDate, time: ArrivalTime): Date {
  return new Date(arrivalWindowOpens(date, time).getTime() - PURCHASE_NOTICE_HOURS * 3_600_000);
}

/** Whether an arrival opens less than 24 hours after `now`, so it cannot be sold now. */
export function arrivalTooSoon(date: IsoDate, time: ArrivalTime, now: Date): boolean {
  return saleCloses(date, time).getTime() < now.getTime();
}

/** The arrival times of a date, among `times`, that can be sold at `now`. */
export function sellableArrivalTimes(
  date: IsoDate,
  now: Date,
  times: readonly ArrivalTime[] = ARRIVAL_TIMES,
): ArrivalTime[] {
  return times.filter((time) => !arrivalTooSoon(date, time, now));
}

/**
 * The first arrival date with an arrival time (among `times`) that can be sold at `now`: tomorrow while
 * tomorrow's window still opens 24 hours ahead, else the day after. Both the calendar and the server use
 * it, so a visitor never picks a day the server refuses; see docs/decisions/0005-capacity-dates.md.
 */
export function earliestArrival(now: Date, times: readonly ArrivalTime[] = ARRIVAL_TIMES): IsoDate {
  let date = addDays(parkDate(now), 1);
  while (sellableArrivalTimes(date, now, times).length === 0) date = addDays(date, 1);
  return date;
}
