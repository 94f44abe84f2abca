import type { IsoDate } from "@park/domain/dates.ts";

// The calendar works with the device's Date objects; noon keeps a date whole across daylight-saving changes.
export function dateOf(date: IsoDate): Date {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(year, month - 1, day, 12);
}

export function isoOf(date: Date): IsoDate {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}
