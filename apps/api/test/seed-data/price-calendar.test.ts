import { colorPrice } from "@park/domain/catalog.ts";
import { PRICE_COLORS } from "@park/domain/constants.ts";
import { daysBetween, weekday } from "@park/domain/dates.ts";
import { pesosToCentavos } from "@park/domain/money.ts";
import { describe, expect, it } from "vitest";
import {
  buildPriceCalendar,
  easterSunday,
  FULL_PRICES_PESOS,
  NO_PRICE_DATES,
  PRICE_FIELDS,
  type PriceCalendarRow,
  parkHolidays,
} from "../../src/db/seed-data/price-calendar.ts";

const TODAY = "2026-11-22";
const calendar = buildPriceCalendar(TODAY);
const byDate = new Map(calendar.map((row) => [row.date, row]));
const colorOf = (date: string) => byDate.get(date)?.color;
const month = (row: PriceCalendarRow) => Number(row.date.slice(5, 7));

describe("buildPriceCalendar", () => {
  it.each(["2026-11-22", "2027-01-01", "2028-12-31"])(
    "covers 1 January of the year of %s to 30 June of next year, each date once",
    (today) => {
      const rows = buildPriceCalendar(today);
      const year = Number(today.slice(0, 4));
      expect(rows[0]?.date).toBe(`${year}-01-01`);
      expect(rows.at(-1)?.date).toBe(`${year + 1}-06-30`);
      expect(rows).toHaveLength(daysBetween(`${year}-01-01`, `${year + 1}-06-30`) + 1);
      expect(new Set(rows.map((r) => r.date)).size).toBe(rows.length);
      for (let i = 1; i < rows.length; i++) expect(daysBetween(rows[i - 1]!.date, rows[i]!.date)).toBe(1);
    },
  );

  it("uses all four colours", () => {
    expect(new Set(calendar.map((r) => r.color))).toEqual(new Set(PRICE_COLORS));
  });

  it("makes Friday, Saturday and Sunday BLACK all year", () => {
    const weekend = calendar.filter((r) => [5, 6, 0].includes(weekday(r.date)));
    expect(weekend.length).toBeGreaterThan(200);
    for (const row of weekend) expect(row.color, row.date).toBe("BLACK");
  });

  it("makes the Mexican holidays, Semana Santa and the Christmas period BLACK", () => {
    const expected = [
      "2026-01-01", // Año Nuevo
      "2026-02-02", // Constitución, first Monday of February
      "2026-03-16", // Natalicio de Juárez, third Monday of March
      "2026-03-29", // Palm Sunday, Easter 2026 is 5 April
      "2026-04-01",
      "2026-04-02",
      "2026-04-05",
      "2026-05-01",
      "2026-09-16",
      "2026-11-16", // Revolución, third Monday of November
      "2026-12-24",
      "2026-12-28",
      "2026-12-31",
      "2027-01-01",
      "2027-02-01",
      "2027-03-15",
      "2027-03-24", // Holy Week 2027, Easter is 28 March
      "2027-03-25",
      "2027-05-01",
    ];
    for (const date of expected) expect(colorOf(date), date).toBe("BLACK");
    for (const holiday of [...parkHolidays(2026), ...parkHolidays(2027)]) {
      if (byDate.has(holiday.date)) expect(colorOf(holiday.date), holiday.date).toBe("BLACK");
    }
  });

  it("makes every day of July and August BLACK", () => {
    const summer = calendar.filter((r) => month(r) === 7 || month(r) === 8);
    expect(summer).toHaveLength(62);
    for (const row of summer) expect(row.color).toBe("BLACK");
  });

  it("makes winter weekdays YELLOW, March and November weekdays RED, spring and autumn weekdays BLUE", () => {
    const holidays = new Set([...parkHolidays(2026), ...parkHolidays(2027)].map((h) => h.date));
    const weekdays = calendar.filter((r) => [1, 2, 3, 4].includes(weekday(r.date)) && !holidays.has(r.date));
    for (const row of weekdays) {
      const m = month(row);
      const expected =
        m === 12 || m <= 2 ? "YELLOW" : m === 3 || m === 11 ? "RED" : m === 7 || m === 8 ? "BLACK" : "BLUE";
      expect(row.color, row.date).toBe(expected);
    }
    expect(colorOf("2026-01-13")).toBe("YELLOW");
    expect(colorOf("2026-12-10")).toBe("YELLOW");
    expect(colorOf("2026-11-10")).toBe("RED");
    expect(colorOf("2026-10-14")).toBe("BLUE");
  });

  it("derives every price from the full BLACK price with colorPrice, in centavos", () => {
    for (const row of calendar) {
      for (const field of PRICE_FIELDS) {
        expect(row[field]).toBe(pesosToCentavos(colorPrice(FULL_PRICES_PESOS[field], row.color)));
        expect(Number.isInteger(row[field])).toBe(true);
      }
    }
    const black = calendar.find((r) => r.color === "BLACK")!;
    expect(black).toMatchObject({ campingPassPrice: 20_000, cabinPrice: 200_000, lakeVillagePrice: 200_000 });
    expect(black.canopyPrice).toBe(100_000);
    expect(calendar.find((r) => r.color === "BLUE")?.campingPassPrice).toBe(17_000);
    expect(calendar.find((r) => r.color === "RED")?.campingPassPrice).toBe(12_000);
    expect(calendar.find((r) => r.color === "YELLOW")?.campingPassPrice).toBe(9_000);
  });

  it("prices the superior cabin above the basic cabin and the teepee below it", () => {
    expect(FULL_PRICES_PESOS.superiorCabinPrice).toBeGreaterThan(FULL_PRICES_PESOS.cabinPrice);
    expect(FULL_PRICES_PESOS.tipiPrice).toBeLessThan(FULL_PRICES_PESOS.cabinPrice);
  });
});

describe("easterSunday", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("%i is %s", (year, date) => {
    expect(easterSunday(year)).toBe(date);
    expect(weekday(date)).toBe(0);
  });
});

describe("NO_PRICE_DATES", () => {
  it("lists a few distinct closing days inside the calendar, on quiet weekdays", () => {
    const dates = NO_PRICE_DATES(TODAY);
    expect(dates.length).toBeGreaterThanOrEqual(3);
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) {
      expect(byDate.has(date), date).toBe(true);
      expect([2, 3]).toContain(weekday(date));
      expect(colorOf(date)).not.toBe("BLACK");
    }
  });
});
