import { type Language, PARK_TIME_ZONE } from "@park/domain/constants.ts";

type HoldFormats = { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat };

// Made on first use, not as the cart's modules load: a formatter with a time zone starts the browser's ICU
// and loads the zone's data, tens of milliseconds on a phone, and most carts never show a hold's end.
const formats = new Map<Language, HoldFormats>();

function formatsOf(language: Language): HoldFormats {
  let known = formats.get(language);
  if (!known) {
    const locale = language === "es" ? "es-MX" : "en-US";
    known = {
      time: new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: PARK_TIME_ZONE }),
      date: new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: PARK_TIME_ZONE }),
    };
    formats.set(language, known);
  }
  return known;
}

/** The hold's end (an ISO instant) as the park's clock shows it: { time: "3:45 p.m.", date: "12 de marzo" }. */
export function holdEndInParkTime(holdExpiresAt: string, language: Language): { time: string; date: string } {
  const instant = new Date(holdExpiresAt);
  const { time, date } = formatsOf(language);
  return { time: time.format(instant), date: date.format(instant) };
}
