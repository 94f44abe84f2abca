import { describe, expect, it } from "vitest";
import { ACTIVITY_PRICE_SEARCH } from "../../src/prices-calendar/activity-price-search.ts";

const period = (startDate: string, endDate: string) => ({ startDate, endDate });

describe("ACTIVITY_PRICE_SEARCH (001 §4)", () => {
  it("asks first for 1 January to today, then for the whole previous year", () => {
    expect(ACTIVITY_PRICE_SEARCH.first("2027-03-10")).toEqual({
      startDate: "2027-01-01",
      endDate: "2027-03-10",
    });
    expect(ACTIVITY_PRICE_SEARCH.fallback("2027-03-10")).toEqual({
      startDate: "2026-01-01",
      endDate: "2026-12-31",
    });
  });

  it("picks the period containing today, else the latest ended one, never a future one", () => {
    const periods = [period("2026-01-01", "2026-06-30"), period("2026-07-01", "2026-12-31")];
    expect(ACTIVITY_PRICE_SEARCH.pick(periods, "2026-08-15")).toEqual(periods[1]);
    expect(ACTIVITY_PRICE_SEARCH.pick(periods, "2027-02-01")).toEqual(periods[1]);
    expect(ACTIVITY_PRICE_SEARCH.pick([period("2027-04-01", "2027-12-31")], "2027-02-01")).toBeUndefined();
  });
});
