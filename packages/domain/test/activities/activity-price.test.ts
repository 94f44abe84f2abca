import { describe, expect, it } from "vitest";
import { activityLines } from "../../src/activities/activity-lines.ts";
import {
  type ActivityPriceRow,
  activityPriceKind,
  activityPriceOn,
  activityPriceRowFromCatalog,
  activityPricesFor,
  reservationTotal,
} from "../../src/activities/activity-price.ts";
import { VISIT_ACTIVITY_TYPES } from "../../src/activities/activity-types.ts";

/** 001 §9: canopy 1000 / 700 / night 850, horseback 700 / 500, ATV 1350 / 1000 per hour (centavos). */
const SPEC_PRICES = {
  regularCanopyPrice: 100_000,
  specialCanopyPrice: 70_000,
  nightCanopyPrice: 85_000,
  regularHorsebackRidingPrice: 70_000,
  specialHorsebackRidingPrice: 50_000,
  regularAtvsPrice: 135_000,
  specialAtvsPrice: 100_000,
};
const FIRST_HALF: ActivityPriceRow = { startDate: "2027-01-01", endDate: "2027-06-30", ...SPEC_PRICES };
/** A later period with a price rise, to tell the periods apart. */
const SECOND_HALF: ActivityPriceRow = {
  ...SPEC_PRICES,
  startDate: "2027-07-01",
  endDate: "2027-12-31",
  regularCanopyPrice: 110_000,
  specialCanopyPrice: 80_000,
  nightCanopyPrice: 90_000,
};
const PERIODS = [SECOND_HALF, FIRST_HALF];

describe("activity price kind (docs/decisions/0010)", () => {
  it("sells at the special price on BLUE, RED and YELLOW dates and the regular one on BLACK or unknown dates", () => {
    expect(activityPriceKind("BLACK")).toBe("REGULAR");
    expect(activityPriceKind(undefined)).toBe("REGULAR");
    expect(["BLUE", "RED", "YELLOW"].map((c) => activityPriceKind(c as "BLUE"))).toEqual([
      "SPECIAL",
      "SPECIAL",
      "SPECIAL",
    ]);
  });
});

describe("activity price on a date", () => {
  const on = (type: (typeof VISIT_ACTIVITY_TYPES)[number], visitDate: string, color?: "BLACK" | "BLUE") =>
    activityPriceOn({ periods: PERIODS, type, visitDate, color });

  it("gives the spec's prices per person, and per ATV and hour", () => {
    expect(VISIT_ACTIVITY_TYPES.map((type) => on(type, "2027-03-05", "BLACK"))).toEqual([
      100_000, 85_000, 70_000, 135_000,
    ]);
    expect(VISIT_ACTIVITY_TYPES.map((type) => on(type, "2027-03-03", "BLUE"))).toEqual([
      70_000, 85_000, 50_000, 100_000,
    ]);
  });

  it("takes the period containing the activity's date, both ends included", () => {
    expect(on("CANOPY_TOUR", "2027-06-30", "BLACK")).toBe(100_000);
    expect(on("CANOPY_TOUR", "2027-07-01", "BLACK")).toBe(110_000);
    expect(on("CANOPY_TOUR_NIGHT", "2027-07-01", "BLUE")).toBe(90_000);
  });

  it("falls back to the latest ended period, and to nothing when every period is ahead", () => {
    expect(on("CANOPY_TOUR", "2028-02-01", "BLUE")).toBe(80_000);
    expect(
      activityPriceOn({ periods: [FIRST_HALF], type: "ATV", visitDate: "2026-12-31", color: "BLACK" }),
    ).toBeUndefined();
    expect(
      activityPriceOn({ periods: [], type: "ATV", visitDate: "2027-01-01", color: "BLACK" }),
    ).toBeUndefined();
  });

  it("converts the catalog's pesos and feeds priceQuote's activity prices", () => {
    const pesos = { ...FIRST_HALF, regularCanopyPrice: 1000, specialCanopyPrice: 700.5 };
    const row = activityPriceRowFromCatalog({
      ...pesos,
      nightCanopyPrice: 850,
      regularHorsebackRidingPrice: 700,
      specialHorsebackRidingPrice: 500,
      regularAtvsPrice: 1350,
      specialAtvsPrice: 1000,
    });
    expect(row).toEqual({ ...FIRST_HALF, specialCanopyPrice: 70_050 });
    expect(activityPricesFor(FIRST_HALF, "RED")).toEqual({
      canopyPass: 70_000,
      canopyNightPass: 85_000,
      horsebackRidingPass: 50_000,
      atvHour: 100_000,
    });
  });

  it("totals places x price, and x hours for ATVs", () => {
    expect(reservationTotal("CANOPY_TOUR", 3, null, 70_000)).toBe(210_000);
    expect(reservationTotal("HORSEBACK_RIDING", 2, 5, 70_000)).toBe(140_000);
    expect(reservationTotal("ATV", 2, 3, 135_000)).toBe(810_000);
  });
});

describe("activity lines of a quote", () => {
  it("adds each activity's reservations into one line in display order, ATV rows merged", () => {
    const lines = activityLines([
      { type: "ATV", quantity: 1, hours: 2, price: 135_000 },
      { type: "HORSEBACK_RIDING", quantity: 2, hours: null, price: 70_000 },
      { type: "CANOPY_TOUR", quantity: 2, hours: null, price: 100_000 },
      { type: "CANOPY_TOUR", quantity: 1, hours: null, price: 70_000 },
      { type: "ATV", quantity: 1, hours: 4, price: 135_000 },
      { type: "CANOPY_TOUR_NIGHT", quantity: 0, hours: null, price: 85_000 },
    ]);
    expect(lines).toEqual([
      { key: "canopy_pass", quantity: 3, price: 90_000, totalAmount: 270_000 },
      { key: "horseback_riding_pass", quantity: 2, price: 70_000, totalAmount: 140_000 },
      // 2 ATVs, 6 vehicle-hours: an average of 3 hours each at 1350 an hour.
      { key: "atv", quantity: 2, price: 135_000, totalAmount: 810_000, hours: 3 },
    ]);
  });

  it("shows nothing for no reservations, or an ATV row without hours", () => {
    expect(activityLines([])).toEqual([]);
    expect(activityLines([{ type: "ATV", quantity: 2, hours: null, price: 135_000 }])).toEqual([]);
  });
});
