import { parkInstant } from "../date-change/park-instant.ts";
import type { IsoDate } from "../dates.ts";
import type { VisitActivityType } from "./activity-types.ts";

/**
 * When the ATV track closes (001 §9: "ATV track until 8 pm in summer and 6 pm in winter"). The spec does
 * not say when summer begins; we take the park's summer time, Tijuana's daylight saving time ("horario
 * de verano", second Sunday of March to first Sunday of November): it is what "summer hours" and
 * "winter hours" mean to a business in Baja California, and it follows the evening light the track needs.
 */
export const ATV_TRACK_CLOSES = { summer: "20:00", winter: "18:00" } as const;

/** Whether the park's clocks are on summer time on `date` (read at noon, clear of the 2 am change). */
export function onSummerTime(date: IsoDate): boolean {
  // At noon on summer time the park is 7 hours behind UTC, on winter time 8.
  return parkInstant(date, "12:00").getUTCHours() === 19;
}

/** "HH:MM" at which the ATV track closes on `date`. */
export function atvTrackCloses(date: IsoDate): string {
  return onSummerTime(date) ? ATV_TRACK_CLOSES.summer : ATV_TRACK_CLOSES.winter;
}

/**
 * Whether an activity's slot runs on `date`: an ATV hour only while the track is open to its end (the
 * slot that starts an hour before closing is the day's last), every other slot every day.
 */
export function slotRunsOn(type: VisitActivityType, date: IsoDate, startHour: string): boolean {
  if (type !== "ATV") return true;
  const [closeHour = 0, closeMinutes = 0] = atvTrackCloses(date).split(":").map(Number);
  const [hour = 0, minutes = 0] = startHour.split(":").map(Number);
  return (hour + 1) * 60 + minutes <= closeHour * 60 + closeMinutes;
}
