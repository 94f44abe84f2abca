import { describe, expect, it } from "vitest";
import {
  activityPeriodFor,
  colorPrice,
  type DatedPrices,
  dateRangeQuerySchema,
  tariffPerColor,
} from "../src/catalog.ts";
import type { PriceColor } from "../src/constants.ts";

const entry = (date: string, color: PriceColor, dayPassPrice: number): DatedPrices => ({
  date,
  datePrices: {
    color,
    dayPassPrice,
    campingPassPrice: 0,
    campingNightPrice: 0,
    canopyPrice: 0,
    cabinPrice: 0,
    tipiPrice: 0,
    lakeVillagePrice: 0,
    superiorCabinPrice: 0,
  },
});

describe("colorPrice", () => {
  it("applies each colour's discount to the full price", () => {
    expect(colorPrice(200, "BLACK")).toBe(200);
    expect(colorPrice(200, "BLUE")).toBe(170);
    expect(colorPrice(200, "RED")).toBe(120);
    expect(colorPrice(200, "YELLOW")).toBe(90);
    expect(colorPrice(2000, "YELLOW")).toBe(900);
  });
});

describe("tariffPerColor", () => {
  const entries = [
    entry("2026-01-03", "BLACK", 200),
    entry("2026-12-05", "BLACK", 210),
    entry("2026-12-19", "BLACK", 220),
    entry("2026-02-02", "YELLOW", 90),
    entry("2026-11-30", "BLUE", 170),
  ];
  it("takes the first entry dated today or later", () => {
    const t = tariffPerColor(entries, "2026-11-22");
    expect(t.BLACK?.date).toBe("2026-12-05");
    expect(t.BLUE?.date).toBe("2026-11-30");
  });
  it("falls back to the latest past entry and leaves absent colours out", () => {
    const t = tariffPerColor(entries, "2026-11-22");
    expect(t.YELLOW?.date).toBe("2026-02-02");
    expect(t.RED).toBeUndefined();
  });
  it("reads the entries in any order", () => {
    // The same entries backwards, and an older yellow one after the newer.
    const shuffled = [...entries.slice(0, 4).reverse(), entry("2026-01-10", "YELLOW", 80)];
    const t = tariffPerColor(shuffled, "2026-11-22");
    expect(t.BLACK?.date).toBe("2026-12-05");
    expect(t.YELLOW?.date).toBe("2026-02-02");
  });
});

describe("activityPeriodFor", () => {
  const periods = [
    { startDate: "2026-01-01", endDate: "2026-03-31", id: 1 },
    { startDate: "2026-04-01", endDate: "2026-06-30", id: 2 },
    { startDate: "2027-01-01", endDate: "2027-06-30", id: 3 },
  ];
  it("chooses the period containing today", () => {
    expect(activityPeriodFor(periods, "2026-05-10")?.id).toBe(2);
    expect(activityPeriodFor(periods, "2026-04-01")?.id).toBe(2);
  });
  it("otherwise the most recently ended period", () => {
    expect(activityPeriodFor(periods, "2026-11-22")?.id).toBe(2);
  });
  it("is undefined when nothing has started", () => {
    expect(activityPeriodFor(periods, "2025-12-31")).toBeUndefined();
  });
});

describe("dateRangeQuerySchema", () => {
  it("accepts an ordered range of up to two years", () => {
    expect(dateRangeQuerySchema.safeParse({ startDate: "2026-01-01", endDate: "2027-12-31" }).success).toBe(
      true,
    );
    expect(dateRangeQuerySchema.safeParse({ startDate: "2026-01-01", endDate: "2026-01-01" }).success).toBe(
      true,
    );
  });
  it("rejects invalid dates, reversed ranges and ranges over two years", () => {
    const msg = (q: object) => dateRangeQuerySchema.safeParse(q).error?.issues[0]?.message;
    expect(msg({ startDate: "2026-02-30", endDate: "2026-03-01" })).toBe("invalid_date");
    expect(msg({ startDate: "2026-03-02", endDate: "2026-03-01" })).toBe("reversed_range");
    expect(msg({ startDate: "2026-01-01", endDate: "2028-01-02" })).toBe("range_too_long");
  });
});
