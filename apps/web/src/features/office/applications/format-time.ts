import type { Language } from "@park/domain/constants.ts";

const formats = new Map<Language, Intl.DateTimeFormat>();

/** An instant as HR reads it, in the park's time. */
export function parkDateTime(iso: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "America/Tijuana",
    });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}
