import type { Language } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";

/** "07:30" -> "7:30am", "18:00" -> "6:00pm": the way the spec writes the park's hours, in both languages. */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "pm" : "am";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")}${suffix}`;
}

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat("es-MX", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-US", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
};

/** A calendar date for screens ("vie, 12 mar" / "Fri, Mar 12"): read as UTC so no device zone shifts it. */
export function formatVisitDate(date: IsoDate, language: Language): string {
  return dateFormats[language].format(new Date(`${date}T00:00:00Z`));
}
