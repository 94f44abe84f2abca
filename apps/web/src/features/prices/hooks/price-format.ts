import type { Language } from "@park/domain/constants.ts";

const LOCALES: Record<Language, string> = { es: "es-MX", en: "en-US" };

// Calendar dates are read at noon UTC and formatted in UTC, so no time zone moves them a day.
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

export function longDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(noon(date));
}

export function shortDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(noon(date));
}

export function monthName(month: string, language: Language): string {
  const text = new Intl.DateTimeFormat(LOCALES[language], { month: "long", timeZone: "UTC" }).format(
    noon(`${month}-01`),
  );
  return text.charAt(0).toLocaleUpperCase(LOCALES[language]) + text.slice(1);
}

/** Monday to Sunday, short and long ("lu", "lunes"). 2024-01-01 was a Monday. */
export function weekdayNames(language: Language): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const day = noon(`2024-01-0${i + 1}`);
    return {
      short: new Intl.DateTimeFormat(LOCALES[language], { weekday: "short", timeZone: "UTC" }).format(day),
      long: new Intl.DateTimeFormat(LOCALES[language], { weekday: "long", timeZone: "UTC" }).format(day),
    };
  });
}
