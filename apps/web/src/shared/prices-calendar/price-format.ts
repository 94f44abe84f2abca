import type { Language } from "@park/domain/constants.ts";

const LOCALES: Record<Language, string> = { es: "es-MX", en: "en-US" };

// Calendar dates are read at noon UTC and formatted in UTC, so no time zone moves them a day.
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

const KINDS = {
  long: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  short: { day: "numeric", month: "long", year: "numeric" },
  month: { month: "long" },
  weekdayShort: { weekday: "short" },
  weekdayLong: { weekday: "long" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// The calendar names 365 days on each render: a formatter is built once per language and kind, and found
// again by a key that costs nothing to make (a phone spent a long task building keys from the options).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, kind: keyof typeof KINDS): Intl.DateTimeFormat {
  const key = `${language}:${kind}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { ...KINDS[kind], timeZone: "UTC" });
    formatters.set(key, format);
  }
  return format;
}

export function longDate(date: string, language: Language): string {
  return formatter(language, "long").format(noon(date));
}

export function shortDate(date: string, language: Language): string {
  return formatter(language, "short").format(noon(date));
}

export function monthName(month: string, language: Language): string {
  const text = formatter(language, "month").format(noon(`${month}-01`));
  return text.charAt(0).toLocaleUpperCase(LOCALES[language]) + text.slice(1);
}

/** Monday to Sunday, short and long ("lun", "lunes"). 2024-01-01 was a Monday. */
export function weekdayNames(language: Language): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const day = noon(`2024-01-0${i + 1}`);
    return {
      short: formatter(language, "weekdayShort").format(day),
      long: formatter(language, "weekdayLong").format(day),
    };
  });
}
