import { APPLICATION_LIMITS, MONTHS, type Month } from "./job-application-options.ts";

/** A month of a year as the work history asks it. */
export type YearMonth = { month: Month; year: number };

function monthIndex(value: YearMonth): number {
  return value.year * 12 + MONTHS.indexOf(value.month);
}

/** The end may be the same month as the start or later (001 §5). */
export function isEndOnOrAfterStart(start: YearMonth, end: YearMonth): boolean {
  return monthIndex(end) >= monthIndex(start);
}

/**
 * durationInCompany: "N años y M meses" between start and end, counted in whole months; empty when the start
 * is after the end (001 §5). The text is Spanish in both languages, as the spec writes it.
 */
export function durationInCompany(start: YearMonth, end: YearMonth): string {
  const months = monthIndex(end) - monthIndex(start);
  if (months < 0) return "";
  return `${Math.floor(months / 12)} años y ${months % 12} meses`;
}

/** The dates a work history row asks; any may still be unanswered. */
type RowDates = {
  workDateStartMonth?: Month | null;
  workDateStartYear?: number | null;
  workDateEndMonth?: Month | null;
  workDateEndYear?: number | null;
};

/** A history row's durationInCompany, empty while one of its dates is unanswered. */
export function rowDurationInCompany(row: RowDates): string {
  const { workDateStartMonth: sm, workDateStartYear: sy, workDateEndMonth: em, workDateEndYear: ey } = row;
  return sm && sy && em && ey ? durationInCompany({ month: sm, year: sy }, { month: em, year: ey }) : "";
}

/** Year choices: the current year back 50 years, newest first. */
export function workHistoryYears(currentYear: number): number[] {
  return Array.from({ length: APPLICATION_LIMITS.workHistoryYearsBack + 1 }, (_, i) => currentYear - i);
}
