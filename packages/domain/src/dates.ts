import { PARK_TIME_ZONE } from "./constants.ts";

/** A calendar date in the park's time zone, "YYYY-MM-DD". */
export type IsoDate = string;
/** The current time is always passed in, never read here, so every rule can be tested at any date. */
export type Clock = () => Date;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Years a date may have. Rules add days, months and years to the dates they are given (a departure after an
 * arrival, a two-year range), so a date at the end of the four-digit calendar (9999-12-31) would step out
 * of it in the middle of a rule; no visit, price or applicant needs a year outside these.
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < FIRST_YEAR || y > LAST_YEAR) return false;
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

// Made on first use: a formatter with a time zone loads the zone's data, tens of milliseconds on a phone,
// and most pages that load this module never ask the park's clock.
let parkDateFormat: Intl.DateTimeFormat | undefined;
let parkTimeFormat: Intl.DateTimeFormat | undefined;

/** The park's calendar date at the given instant. */
export function parkDate(now: Date): IsoDate {
  parkDateFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: PARK_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return parkDateFormat.format(now);
}

/** The park's wall-clock time "HH:MM" at the given instant. */
export function parkTime(now: Date): string {
  parkTimeFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: PARK_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return parkTimeFormat.format(now);
}

function toUtc(date: IsoDate): Date {
  if (!isIsoDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function addMonths(date: IsoDate, months: number): IsoDate {
  const d = toUtc(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a); negative when b is before a. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / 86_400_000);
}

/** Every date from start to end, both included. */
export function eachDate(start: IsoDate, end: IsoDate): IsoDate[] {
  const n = daysBetween(start, end);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => addDays(start, i));
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return toUtc(date).getUTCDay();
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

export function startOfYear(year: number): IsoDate {
  return `${year}-01-01`;
}

export function endOfYear(year: number): IsoDate {
  return `${year}-12-31`;
}

/** Latest bookable date: the end of the current year plus 6 months, i.e. 30 June of next year (000 §5). */
export function bookingHorizon(today: IsoDate): IsoDate {
  return `${yearOf(today) + 1}-06-30`;
}

/**
 * "07:30" -> "7:30am", "18:00" -> "6:00pm": the way the spec writes the park's hours (000 §2), the same in
 * both languages and on every screen and printed summary.
 */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "pm" : "am";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")}${suffix}`;
}
