import type { Language } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";

const formats = new Map<Language, Intl.DateTimeFormat>();

/** "lun 23 nov" / "Mon, Nov 23": a calendar date as the desk reads it (no time zone shift: it is a date). */
export function shortDate(date: IsoDate, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en-US", {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    formats.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
