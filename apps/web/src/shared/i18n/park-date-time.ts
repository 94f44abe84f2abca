import { type Language, PARK_TIME_ZONE } from "@park/domain/constants.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let known = formats.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone,
    });
    formats.set(key, known);
  }
  return known;
}

/**
 * An instant as the park's staff read it: date and time on the park's clock, wherever the device is; or on
 * another zone's clock where a deadline is set there (an OXXO voucher's, Mexico City's).
 */
export function parkDateTime(iso: string, language: Language, timeZone: string = PARK_TIME_ZONE): string {
  return format(language, timeZone).format(new Date(iso));
}
