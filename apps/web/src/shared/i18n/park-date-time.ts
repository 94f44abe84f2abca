import { type Language, PARK_TIME_ZONE } from "@park/domain/constants.ts";

const formats: Record<Language, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat("es-MX", { dateStyle: "medium", timeStyle: "short", timeZone: PARK_TIME_ZONE }),
  en: new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: PARK_TIME_ZONE }),
};

/** An instant as the park's staff read it: date and time on the park's clock, wherever the device is. */
export function parkDateTime(iso: string, language: Language): string {
  return formats[language].format(new Date(iso));
}
