import { colorPrice } from "@park/domain/catalog.ts";
import type { PriceColor } from "@park/domain/constants.ts";
import {
  addDays,
  bookingHorizon,
  eachDate,
  type IsoDate,
  startOfYear,
  weekday,
  yearOf,
} from "@park/domain/dates.ts";
import { type Centavos, pesosToCentavos } from "@park/domain/money.ts";
import type { Localized } from "./localized.ts";

/** The eight prices of one calendar date, as stored by the seed (000 §3 Price records). */
export const PRICE_FIELDS = [
  "dayPassPrice",
  "campingPassPrice",
  "campingNightPrice",
  "canopyPrice",
  "cabinPrice",
  "tipiPrice",
  "lakeVillagePrice",
  "superiorCabinPrice",
] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

export type PriceCalendarRow = { date: IsoDate; color: PriceColor } & Record<PriceField, Centavos>;

/**
 * Full (BLACK) prices in whole pesos; every other colour is derived with colorPrice, which rounds to
 * whole pesos as the park's boards show.
 *
 * - dayPassPrice: admission for one person, 7:30 am to 6:00 pm of the same day, pools and slide included.
 *   The spec shows no figure; 250 keeps it above the camping pass because the water park is the main draw.
 * - campingPassPrice: one person camping from 6:00 pm to 6:00 pm of the next day (001 §9: camping 200
 *   per person). A camper who also arrives in the DAY window buys a day pass too.
 * - campingNightPrice: the night-arrival pass (item kind NIGHT_PASS): one person entering in the NIGHT
 *   window (6:00 pm to 11:30 pm) and leaving by 12:00 pm the next day, as lodging guests do; cheaper
 *   than the camping pass, which runs until 6:00 pm.
 * - canopyPrice: the regular canopy tour (001 §9: 1000).
 * - cabinPrice, lakeVillagePrice: 2000 per unit (001 §9 sidebar: ecotourist cabin and lake village).
 * - superiorCabinPrice, tipiPrice: the sidebar shows 650 for both, which cannot be right for the superior
 *   cabin (air conditioner, queen beds, hot water: more than the 2000 basic cabin). 650 fits the teepee,
 *   a tent without services, so the teepee keeps 650 and the superior cabin gets 2500.
 */
export const FULL_PRICES_PESOS: Readonly<Record<PriceField, number>> = {
  dayPassPrice: 250,
  campingPassPrice: 200,
  campingNightPrice: 150,
  canopyPrice: 1000,
  cabinPrice: 2000,
  tipiPrice: 650,
  lakeVillagePrice: 2000,
  superiorCabinPrice: 2500,
};

/**
 * Friday, Saturday and Sunday are weekend dates. A date has one colour for all its passes, and the camping
 * pass sold for a Friday runs from Friday 6 pm: Friday night is the busiest camping night of the week, so
 * the whole Friday is BLACK even though the day pass on that date is bought by fewer people.
 */
export const WEEKEND_WEEKDAYS: readonly number[] = [5, 6, 0];

export type Holiday = { date: IsoDate; name: Localized };

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

function isoDate(year: number, month: number, day: number): IsoDate {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The n-th (1-based) given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, monthNumber: number, day: number, n: number): IsoDate {
  const first = isoDate(year, monthNumber, 1);
  const toDay = (day - weekday(first) + 7) % 7;
  return addDays(first, toDay + 7 * (n - 1));
}

const MONDAY = 1;
const TUESDAY = 2;

/**
 * The park's high-demand holidays of a year: the official rest days of the Ley Federal del Trabajo that
 * fall in the park's season, Semana Santa (Palm Sunday to Easter Sunday, the school holiday families camp
 * in) and the Christmas period 24 to 31 December. Sorted by date.
 */
export function parkHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const holyWeek = eachDate(addDays(easter, -7), easter).map((date) => ({
    date,
    name: { es: "Semana Santa", en: "Holy Week" },
  }));
  const christmas = eachDate(isoDate(year, 12, 24), isoDate(year, 12, 31)).map((date) => ({
    date,
    name: { es: "Temporada navideña", en: "Christmas season" },
  }));
  const fixed: Holiday[] = [
    { date: isoDate(year, 1, 1), name: { es: "Año Nuevo", en: "New Year's Day" } },
    { date: nthWeekday(year, 2, MONDAY, 1), name: { es: "Día de la Constitución", en: "Constitution Day" } },
    {
      date: nthWeekday(year, 3, MONDAY, 3),
      name: { es: "Natalicio de Benito Juárez", en: "Benito Juárez's Birthday" },
    },
    { date: isoDate(year, 5, 1), name: { es: "Día del Trabajo", en: "Labour Day" } },
    { date: isoDate(year, 9, 16), name: { es: "Día de la Independencia", en: "Independence Day" } },
    { date: nthWeekday(year, 11, MONDAY, 3), name: { es: "Día de la Revolución", en: "Revolution Day" } },
  ];
  return [...fixed, ...holyWeek, ...christmas].sort((a, b) => a.date.localeCompare(b.date));
}

function month(date: IsoDate): number {
  return Number(date.slice(5, 7));
}

/** July and August: school summer holidays, the water park's high season. */
function isSummer(date: IsoDate): boolean {
  return month(date) === 7 || month(date) === 8;
}

/**
 * Colour of a date, first rule that applies:
 * 1. BLACK: weekends, park holidays and summer (full price).
 * 2. YELLOW: other days of December, January and February; pools and slide are closed in winter.
 * 3. RED: other days of March and November, the shoulder months next to winter (40% off).
 * 4. BLUE: other days of April to June and September to October, spring and autumn (15% off).
 */
export function dateColor(date: IsoDate, holidays: ReadonlySet<IsoDate>): PriceColor {
  if (holidays.has(date) || isSummer(date) || WEEKEND_WEEKDAYS.includes(weekday(date))) return "BLACK";
  const m = month(date);
  if (m === 12 || m <= 2) return "YELLOW";
  if (m === 3 || m === 11) return "RED";
  return "BLUE";
}

/** The calendar spans 1 January of today's year to the booking horizon, 30 June of next year (000 §5, §7). */
export function priceCalendarRange(today: IsoDate): { startDate: IsoDate; endDate: IsoDate } {
  return { startDate: startOfYear(yearOf(today)), endDate: bookingHorizon(today) };
}

/** The prices of one colour in centavos. */
export function pricesForColor(color: PriceColor): Record<PriceField, Centavos> {
  const price = (field: PriceField): Centavos => pesosToCentavos(colorPrice(FULL_PRICES_PESOS[field], color));
  return {
    dayPassPrice: price("dayPassPrice"),
    campingPassPrice: price("campingPassPrice"),
    campingNightPrice: price("campingNightPrice"),
    canopyPrice: price("canopyPrice"),
    cabinPrice: price("cabinPrice"),
    tipiPrice: price("tipiPrice"),
    lakeVillagePrice: price("lakeVillagePrice"),
    superiorCabinPrice: price("superiorCabinPrice"),
  };
}

/** One row per date of the range, in date order. */
export function buildPriceCalendar(today: IsoDate): PriceCalendarRow[] {
  const { startDate, endDate } = priceCalendarRange(today);
  const year = yearOf(today);
  const holidays = new Set([...parkHolidays(year), ...parkHolidays(year + 1)].map((h) => h.date));
  const byColor = new Map<PriceColor, Record<PriceField, Centavos>>();
  return eachDate(startDate, endDate).map((date) => {
    const color = dateColor(date, holidays);
    let prices = byColor.get(color);
    if (!prices) {
      prices = pricesForColor(color);
      byColor.set(color, prices);
    }
    return { date, color, ...prices };
  });
}

/** The second Tuesday of a month and the Wednesday after it. */
function secondTuesdayAndWednesday(year: number, monthNumber: number): IsoDate[] {
  const tuesday = nthWeekday(year, monthNumber, TUESDAY, 2);
  return [tuesday, addDays(tuesday, 1)];
}

/**
 * Dates the park is closed, so the calendar disables them although they keep their colour row: two
 * quiet winter weekdays each January for the yearly maintenance of the water works, and two October
 * weekdays for the inspection of the canopy cables. All fall on Tuesdays and Wednesdays outside holidays.
 */
export function NO_PRICE_DATES(today: IsoDate): IsoDate[] {
  const year = yearOf(today);
  return [
    ...secondTuesdayAndWednesday(year, 1),
    ...secondTuesdayAndWednesday(year, 10),
    ...secondTuesdayAndWednesday(year + 1, 1),
  ];
}
