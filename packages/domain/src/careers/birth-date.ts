import type { IsoDate } from "../dates.ts";

/** The applicant must be 18 years old by this day of the current year (001 §5). */
export const ADULT_BY = { month: 7, day: 10 } as const;
export const ADULT_AGE = 18;
/** Oldest birth date accepted, in years back: a bound against typing slips, not an age limit. */
const OLDEST_YEARS = 100;

/**
 * The latest birth date allowed in `year`: the 18th birthday falls on or before 10 July of that year.
 * Reading chosen: "18 by 10 July" includes 10 July itself (born 10 July 18 years earlier is accepted),
 * and the year is the current one in the park's time zone, so the rule does not change while a season runs.
 */
export function latestAdultBirthDate(currentYear: number): IsoDate {
  const month = String(ADULT_BY.month).padStart(2, "0");
  const day = String(ADULT_BY.day).padStart(2, "0");
  return `${currentYear - ADULT_AGE}-${month}-${day}`;
}

export function earliestBirthDate(currentYear: number): IsoDate {
  return `${currentYear - OLDEST_YEARS}-01-01`;
}

/** Whether a birth date meets the rule for `today`'s year; ISO dates compare as text. */
export function isAdultByDeadline(birthDate: IsoDate, today: IsoDate): boolean {
  return birthDate <= latestAdultBirthDate(Number(today.slice(0, 4)));
}
