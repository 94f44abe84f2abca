import { PARK_TIME_ZONE } from "../constants.ts";
import { addDays, type IsoDate, isIsoDate } from "../dates.ts";

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(zone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    offsetFormats.set(zone, format);
  }
  return format;
}

/**
 * Offsets change only at instants that are whole quarter hours of UTC (every zone's offset is a multiple of
 * 15 minutes, and clocks change at a whole minute of their own time that is one too), so one reading holds
 * for its quarter hour. Reading it through ICU was a fifth of a quote update's time (each answer dates its
 * OXXO and SPEI deadlines), so readings are kept, a few thousand at most.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const MAX_KEPT_READINGS = 4096;
const readings = new Map<string, number>();

/** Minutes a zone's clock is behind UTC at an instant (480 in winter, 420 in summer for Tijuana). */
function minutesBehindUtc(instant: Date, zone: string): number {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  const key = `${zone} ${quarter}`;
  let minutes = readings.get(key);
  if (minutes === undefined) {
    minutes = readMinutesBehindUtc(new Date(quarter * QUARTER_HOUR_MS), zone);
    if (readings.size >= MAX_KEPT_READINGS) readings.clear();
    readings.set(key, minutes);
  }
  return minutes;
}

/** The zone's offset at an instant as ICU names it ("GMT-08:00"). */
function readMinutesBehindUtc(instant: Date, zone: string): number {
  const name =
    offsetFormat(zone)
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? minutes : -minutes;
}

/**
 * The instant at which the park's wall clock shows `time` ("HH:MM") on `date`. The offset is read at the
 * wall time taken as UTC and read again at the first guess, so a date on either side of a clock change
 * lands on the park's own offset of that moment.
 */
export function parkInstant(date: IsoDate, time: string): Date {
  return zonedInstant(PARK_TIME_ZONE, date, time);
}

/** parkInstant in another zone: Stripe's OXXO vouchers end by Mexico City's clock, not the park's. */
export function zonedInstant(zone: string, date: IsoDate, time: string): Date {
  if (!isIsoDate(date) || !/^\d{2}:\d{2}$/.test(time))
    throw new RangeError(`not a wall time: ${date} ${time}`);
  const wall = Date.parse(`${date}T${time}:00Z`);
  const guess = wall + minutesBehindUtc(new Date(wall), zone) * 60_000;
  return new Date(wall + minutesBehindUtc(new Date(guess), zone) * 60_000);
}

/** The calendar date a zone's clock shows at an instant. */
export function zonedDate(zone: string, instant: Date): IsoDate {
  const behind = minutesBehindUtc(instant, zone);
  return new Date(instant.getTime() - behind * 60_000).toISOString().slice(0, 10);
}

/** The park's wall-clock time as ISO 8601 with the park's offset of that day: 2026-12-12T19:00:00-08:00. */
export function parkDateTime(date: IsoDate, time: string): string {
  const behind = (Date.parse(`${date}T${time}:00Z`) - parkInstant(date, time).getTime()) / 60_000;
  const sign = behind < 0 ? "-" : "+";
  const minutes = Math.abs(behind);
  const offset = `${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return `${date}T${time}:00${offset}`;
}

/** The instants of the park's days `first` to `last`: from the first's midnight to the midnight after the last. */
export function parkDaysPeriod(first: IsoDate, last: IsoDate): { start: Date; end: Date } {
  return { start: parkInstant(first, "00:00"), end: parkInstant(addDays(last, 1), "00:00") };
}
