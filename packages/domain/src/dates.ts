import { PARK_TIME_ZONE } from "./constants.ts";

/** A calendar date in the park's time zone, "YYYY-MM-DD". */
export type IsoDate = string;
/** The current time is always passed in, never read here, so every rule can be tested at any date. */
export type Clock = () => Date;

/**
 * Years a date may have. Rules add days, months and years to the dates they are given (a departure after an
 * arrival, a two-year range), so a date at the end of the four-digit calendar (9999-12-31) would step out
 * of it in the middle of a rule; no visit, price or applicant needs a year outside these.
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

// The calendar is worked out with whole numbers, not Date objects: every catalog read validates and steps
// through dates (a range read did seven Date round trips, a tenth of the API's time on it, docs/hot-path.md).
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number);
}

/** The number written by `length` ASCII digits of `text` from `at`, or -1 when one is not a digit. */
function digits(text: string, at: number, length: number): number {
  let value = 0;
  for (let i = at; i < at + length; i++) {
    const code = text.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return -1;
    value = value * 10 + code;
  }
  return value;
}

type Ymd = readonly [year: number, month: number, day: number];

/** Year, month and day of "YYYY-MM-DD" when it is a real calendar date of the years allowed. */
function partsOf(value: string): Ymd | undefined {
  if (typeof value !== "string" || value.length !== 10) return undefined;
  if (value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return undefined;
  const [year, month, day] = [digits(value, 0, 4), digits(value, 5, 2), digits(value, 8, 2)];
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12) return undefined;
  return day >= 1 && day <= daysInMonth(year, month) ? [year, month, day] : undefined;
}

export function isIsoDate(value: string): boolean {
  return partsOf(value) !== undefined;
}

function parts(date: IsoDate): Ymd {
  const found = partsOf(date);
  if (!found) throw new RangeError(`not a calendar date: ${date}`);
  return found;
}

/** Days since 1970-01-01 (proleptic Gregorian; H. Hinnant's days_from_civil). */
function dayNumber([year, month, day]: Ymd): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date `days` days after 1970-01-01 (civil_from_days). */
function fromDayNumber(days: number): IsoDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  return formatDate(yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function formatDate(year: number, month: number, day: number): IsoDate {
  // Years past the four digits are written as toISOString writes them; no rule reaches them.
  if (year < 0 || year > 9999) return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
  return `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
}

// Made on first use: a formatter with a time zone loads the zone's data, tens of milliseconds on a phone,
// and most pages that load this module never ask the park's clock.
let parkDateFormat: Intl.DateTimeFormat | undefined;
let parkTimeFormat: Intl.DateTimeFormat | undefined;

/**
 * The last minute parkDate formatted and its date: the server asks it on every request, mostly within
 * the same minute, and a date only turns at a minute's start (midnight, or a change of clocks at 02:00).
 */
let lastParkDate: { minute: number; date: IsoDate } | undefined;

/** The park's calendar date at the given instant. */
export function parkDate(now: Date): IsoDate {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastParkDate?.minute === minute) return lastParkDate.date;
  parkDateFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: PARK_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const date = parkDateFormat.format(now);
  lastParkDate = { minute, date };
  return date;
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

/**
 * When the park's clock next shows a new minute. parkDate and parkTime change only then (the park's offset
 * from UTC is whole hours), so whatever they decide at `now` holds until this instant.
 */
export function nextParkMinute(now: Date): Date {
  return new Date((Math.floor(now.getTime() / 60_000) + 1) * 60_000);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(parts(date)) + days);
}

export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const index = year * 12 + month - 1 + months;
  const toYear = Math.floor(index / 12);
  const toMonth = index - toYear * 12 + 1;
  return formatDate(toYear, toMonth, Math.min(day, daysInMonth(toYear, toMonth)));
}

/** Whole days from a to b (b - a); negative when b is before a. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return dayNumber(parts(b)) - dayNumber(parts(a));
}

/** Every date from start to end, both included. */
export function eachDate(start: IsoDate, end: IsoDate): IsoDate[] {
  const first = dayNumber(parts(start));
  const last = dayNumber(parts(end));
  // A loop, not Array.from({ length }): the server lists a quote's dates several times per answer.
  const dates: IsoDate[] = [];
  for (let day = first; day <= last; day++) dates.push(fromDayNumber(day));
  return dates;
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday.
  return (((dayNumber(parts(date)) + 4) % 7) + 7) % 7;
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
