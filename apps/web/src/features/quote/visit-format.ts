import type { Language } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat("es-MX", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-US", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
};

/** A calendar date for screens ("vie, 12 mar" / "Fri, Mar 12"): read as UTC so no device zone shifts it. */
export function formatVisitDate(date: IsoDate, language: Language): string {
  return dateFormats[language].format(new Date(`${date}T00:00:00Z`));
}
