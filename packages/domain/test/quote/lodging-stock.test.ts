import { describe, expect, it } from "vitest";
import { asksForMoreLodging, type CountedLodging, freeUnits } from "../../src/quote/lodging-stock.ts";

const villages = (units: number, first = "2026-12-04", last = "2026-12-05"): CountedLodging => ({
  kind: "LAKE_VILLAGE",
  nights: { first, last },
  units,
});

describe("freeUnits", () => {
  it("is the inventory less what others took on the busiest night", () => {
    expect(freeUnits(5, [])).toBe(5);
    expect(freeUnits(5, [{ units: 2 }, { units: 4 }, { units: 1 }])).toBe(1);
  });
  it("never goes below zero, even when blocks took more than the count allows", () => {
    expect(freeUnits(5, [{ units: 5 }])).toBe(0);
    expect(freeUnits(5, [{ units: 7 }])).toBe(0);
  });
});

describe("asksForMoreLodging", () => {
  it("asks for more with a first count, a higher count or another kind", () => {
    expect(asksForMoreLodging(null, villages(1))).toBe(true);
    expect(asksForMoreLodging(villages(2), villages(3))).toBe(true);
    expect(asksForMoreLodging(villages(2), { ...villages(2), kind: "CABIN" })).toBe(true);
  });
  it("asks for more with a night outside the former stay", () => {
    expect(asksForMoreLodging(villages(2), villages(2, "2026-12-03", "2026-12-05"))).toBe(true);
    expect(asksForMoreLodging(villages(2), villages(2, "2026-12-04", "2026-12-06"))).toBe(true);
  });
  it("does not ask for more with the same or a lower count on the same or fewer nights", () => {
    expect(asksForMoreLodging(villages(2), villages(2))).toBe(false);
    expect(asksForMoreLodging(villages(3), villages(1))).toBe(false);
    expect(asksForMoreLodging(villages(2), villages(2, "2026-12-05", "2026-12-05"))).toBe(false);
    expect(asksForMoreLodging(villages(2), null)).toBe(false);
  });
});
