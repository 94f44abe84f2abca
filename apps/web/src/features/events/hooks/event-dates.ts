import type { Language } from "@park/domain/constants.ts";

const LOCALES: Record<Language, string> = { es: "es-MX", en: "en-US" };

// Calendar dates are read at noon UTC and formatted in UTC, so no time zone can move them a day.
function atNoon(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** "Diciembre de 2026" / "December 2026" for "2026-12". */
export function monthHeading(month: string, language: Language): string {
  const text = new Intl.DateTimeFormat(LOCALES[language], {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(atNoon(`${month}-01`));
  return text.charAt(0).toLocaleUpperCase(LOCALES[language]) + text.slice(1);
}

/** "sábado, 12 de diciembre" / "Saturday, December 12". */
export function eventDay(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(atNoon(date));
}
