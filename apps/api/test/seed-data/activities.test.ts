import { activityPeriodFor, activityPricePeriodSchema } from "@park/domain/catalog.ts";
import { addDays, daysBetween } from "@park/domain/dates.ts";
import { describe, expect, it } from "vitest";
import { buildActivityPrices, DISPLAYED_ACTIVITY_PRICES } from "../../src/db/seed-data/activity-prices.ts";
import { ACTIVITY_SCHEDULES, VISIT_ACTIVITY_TYPES } from "../../src/db/seed-data/activity-schedules.ts";

describe("buildActivityPrices", () => {
  const periods = buildActivityPrices("2026-11-22");

  it("covers 1 January of last year to 31 December of next year without gaps or overlaps", () => {
    expect(periods[0]?.startDate).toBe("2025-01-01");
    expect(periods.at(-1)?.endDate).toBe("2027-12-31");
    for (let i = 1; i < periods.length; i++) {
      expect(addDays(periods[i - 1]!.endDate, 1)).toBe(periods[i]!.startDate);
    }
    for (const p of periods) {
      expect(daysBetween(p.startDate, p.endDate)).toBeGreaterThan(0);
      expect(activityPricePeriodSchema.safeParse(p).success).toBe(true);
    }
  });

  it("shows the spec's prices in the period in force: canopy 1000/700/850, horseback 700/500, ATV 1350/1000", () => {
    expect(activityPeriodFor(periods, "2026-11-22")).toMatchObject({
      startDate: "2026-07-01",
      regularCanopyPrice: 100_000,
      specialCanopyPrice: 70_000,
      nightCanopyPrice: 85_000,
      regularHorsebackRidingPrice: 70_000,
      specialHorsebackRidingPrice: 50_000,
      regularAtvsPrice: 135_000,
      specialAtvsPrice: 100_000,
    });
    expect(DISPLAYED_ACTIVITY_PRICES.regularCanopyPrice).toBe(100_000);
  });
});

describe("ACTIVITY_SCHEDULES", () => {
  const of = (type: string) => ACTIVITY_SCHEDULES.filter((s) => s.type === type);

  it("gives every activity type slots numbered 1..n with HH:MM start hours and units", () => {
    for (const type of VISIT_ACTIVITY_TYPES) {
      const slots = of(type);
      expect(slots.length, type).toBeGreaterThan(0);
      expect(slots.map((s) => s.order)).toEqual(slots.map((_, i) => i + 1));
      for (const slot of slots) {
        expect(slot.startHour).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(Number.isInteger(slot.units) && slot.units > 0).toBe(true);
      }
    }
  });

  it("starts day activities at 10:00 and the night canopy at 19:30, and rents ATVs until the track's summer close", () => {
    expect(of("CANOPY_TOUR")[0]?.startHour).toBe("10:00");
    expect(of("CANOPY_TOUR").length).toBeGreaterThan(2);
    expect(of("CANOPY_TOUR_NIGHT").map((s) => s.startHour)).toEqual(["19:30"]);
    const hourly = ["10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"];
    expect(of("HORSEBACK_RIDING").map((s) => s.startHour)).toEqual(hourly);
    // The track closes at 8 pm in summer (000 §10): its last hour starts at 19:00; winter days offer fewer.
    expect(of("ATV").map((s) => s.startHour)).toEqual([...hourly, "18:00", "19:00"]);
  });
});
