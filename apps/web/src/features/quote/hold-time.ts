import { type Language, PARK_TIME_ZONE } from "@park/domain/constants.ts";

const formats: Record<Language, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }> = {
  es: {
    time: new Intl.DateTimeFormat("es-MX", { hour: "numeric", minute: "2-digit", timeZone: PARK_TIME_ZONE }),
    date: new Intl.DateTimeFormat("es-MX", { day: "numeric", month: "long", timeZone: PARK_TIME_ZONE }),
  },
  en: {
    time: new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: PARK_TIME_ZONE }),
    date: new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", timeZone: PARK_TIME_ZONE }),
  },
};

/** The hold's end (an ISO instant) as the park's clock shows it: { time: "3:45 p.m.", date: "12 de marzo" }. */
export function holdEndInParkTime(holdExpiresAt: string, language: Language): { time: string; date: string } {
  const instant = new Date(holdExpiresAt);
  return { time: formats[language].time.format(instant), date: formats[language].date.format(instant) };
}
