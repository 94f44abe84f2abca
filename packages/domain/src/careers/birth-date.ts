import type { IsoDate } from "../dates.ts";

/** The applicant must be 18 years old by this day (001 §5). */
export const ADULT_BY = { month: 7, day: 10 } as const;
export const ADULT_AGE = 18;
/** Oldest birth date accepted, in years back: a bound against typing slips, not an age limit. */
const OLDEST_YEARS = 100;

function adultBy(year: number): IsoDate {
  return `${year}-${String(ADULT_BY.month).padStart(2, "0")}-${String(ADULT_BY.day).padStart(2, "0")}`;
}

/**
 * The 10 July the rule counts to, read on `today`: this year's until it has passed, then next year's.
 * Reading chosen: the spec says "of the current year", but after 10 July that day is gone and the message
 * would name a past date; the park hires for the coming season, so the next 10 July is the one that counts.
 */
export function adultDeadline(today: IsoDate): IsoDate {
  const year = Number(today.slice(0, 4));
  return today <= adultBy(year) ? adultBy(year) : adultBy(year + 1);
}

/** The year of `adultDeadline(today)`: the one the under-18 message names. */
export function adultDeadlineYear(today: IsoDate): number {
  return Number(adultDeadline(today).slice(0, 4));
}

/**
 * The latest birth date allowed on `today`: the 18th birthday falls on or before the deadline.
 * Reading chosen: "18 by 10 July" includes 10 July itself (born 10 July 18 years earlier is accepted).
 */
export function latestAdultBirthDate(today: IsoDate): IsoDate {
  const deadline = adultDeadline(today);
  return `${Number(deadline.slice(0, 4)) - ADULT_AGE}${deadline.slice(4)}`;
}

export function earliestBirthDate(today: IsoDate): IsoDate {
  return `${Number(today.slice(0, 4)) - OLDEST_YEARS}-01-01`;
}

/** Whether a birth date meets the rule on `today`; ISO dates compare as text. */
export function isAdultByDeadline(birthDate: IsoDate, today: IsoDate): boolean {
  return birthDate <= latestAdultBirthDate(today);
}
