import type { Language } from "@park/domain/constants.ts";
import { type IsoDate, weekday } from "@park/domain/dates.ts";

/*
 * The names Intl's es-MX and en-US short formats use (CLDR), written out: the cart, the payment page and the
 * order show a visit's dates first, and a page's first Intl formatter starts the browser's ICU, tens of
 * milliseconds on a phone. visit-format.test.ts holds them to Intl's, every day of two years.
 */
const WEEKDAYS: Record<Language, readonly string[]> = {
  es: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
};
const MONTHS: Record<Language, readonly string[]> = {
  es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"],
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};

/** A calendar date for screens ("vie 12 de mar" / "Fri, Mar 12"), whatever the device's zone. */
export function formatVisitDate(date: IsoDate, language: Language): string {
  const day = Number(date.slice(8, 10));
  const dayName = WEEKDAYS[language][weekday(date)];
  const monthName = MONTHS[language][Number(date.slice(5, 7)) - 1];
  return language === "es" ? `${dayName} ${day} de ${monthName}` : `${dayName}, ${monthName} ${day}`;
}
