import type { Language } from "@park/domain/constants.ts";

const LOCALES: Record<Language, string> = { es: "es-MX", en: "en-US" };

// Calendar dates are read at noon UTC and formatted in UTC, so no time zone moves them a day.
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

// The calendar names 365 days on each render: formatters are built once per language and kind.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: "UTC" });
    formatters.set(key, format);
  }
  return format;
}

export function longDate(date: string, language: Language): string {
  return formatter(language, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(
    noon(date),
  );
}

export function shortDate(date: string, language: Language): string {
  return formatter(language, { day: "numeric", month: "long", year: "numeric" }).format(noon(date));
}

export function monthName(month: string, language: Language): string {
  const text = formatter(language, { month: "long" }).format(noon(`${month}-01`));
  return text.charAt(0).toLocaleUpperCase(LOCALES[language]) + text.slice(1);
}

/** Monday to Sunday, short and long ("lun", "lunes"). 2024-01-01 was a Monday. */
export function weekdayNames(language: Language): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const day = noon(`2024-01-0${i + 1}`);
    return {
      short: formatter(language, { weekday: "short" }).format(day),
      long: formatter(language, { weekday: "long" }).format(day),
    };
  });
}
