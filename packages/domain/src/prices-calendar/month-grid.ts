import { addDays, type IsoDate, weekday } from "../dates.ts";

/** Weeks start on Monday (001 §2 Prices page: "the first weekday setting is 2", Monday in its numbering). */
export const WEEK_STARTS_ON = 1;

/** A month as the calendar draws it: rows of 7 days from Monday to Sunday, null outside the month. */
export interface MonthGrid {
  /** "2027-03" */
  month: string;
  weeks: (IsoDate | null)[][];
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The grid of one month (1-12) of a year. */
export function monthGrid(year: number, month: number): MonthGrid {
  const first: IsoDate = `${year}-${pad(month)}-01`;
  const lead = (weekday(first) - WEEK_STARTS_ON + 7) % 7;
  const cells: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 0; day < daysInMonth(year, month); day++) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { month: `${year}-${pad(month)}`, weeks };
}

/** The twelve months of a year, January first. */
export function yearGrid(year: number): MonthGrid[] {
  return Array.from({ length: 12 }, (_, i) => monthGrid(year, i + 1));
}

/** Where a calendar key moves the focused day (arrows: a day or a week), kept inside the year. */
export function movedDay(date: IsoDate, key: string): IsoDate | null {
  const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  const days = step[key];
  if (days === undefined) return null;
  const next = addDays(date, days);
  if (next.slice(0, 4) !== date.slice(0, 4)) return date;
  return next;
}
