import { PARK_TIME_ZONE } from "../constants.ts";
import { type IsoDate, isIsoDate } from "../dates.ts";

const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: PARK_TIME_ZONE,
  timeZoneName: "longOffset",
});

/** Minutes the park's clock is behind UTC at an instant (480 in winter, 420 in summer for Tijuana). */
function minutesBehindUtc(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "";
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
  if (!isIsoDate(date) || !/^\d{2}:\d{2}$/.test(time))
    throw new RangeError(`not a park time: ${date} ${time}`);
  const wall = Date.parse(`${date}T${time}:00Z`);
  const guess = wall + minutesBehindUtc(new Date(wall)) * 60_000;
  return new Date(wall + minutesBehindUtc(new Date(guess)) * 60_000);
}

/** The park's wall-clock time as ISO 8601 with the park's offset of that day: 2026-12-12T19:00:00-08:00. */
export function parkDateTime(date: IsoDate, time: string): string {
  const behind = (Date.parse(`${date}T${time}:00Z`) - parkInstant(date, time).getTime()) / 60_000;
  const sign = behind < 0 ? "-" : "+";
  const minutes = Math.abs(behind);
  const offset = `${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return `${date}T${time}:00${offset}`;
}
