import type { YearlyPrices } from "@park/domain/prices-calendar/yearly-prices-dto.ts";

/** What the year's calendar draws: a year, the park's today, and each priced date of it. */
export interface CalendarData {
  today: string;
  year: number;
  /** Each date of the year that has a tariff. */
  byDate: ReadonlyMap<string, YearlyPrices["datePrices"]>;
}

/** The calendar's data from the yearly answer. */
export function calendarData(today: string, year: number, entries: readonly YearlyPrices[]): CalendarData {
  return { today, year, byDate: new Map(entries.map((entry) => [entry.date, entry.datePrices])) };
}
