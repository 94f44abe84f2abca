import { describe, expect, it } from "vitest";
import { parkDaysPeriod } from "../../src/date-change/park-instant.ts";

describe("parkDaysPeriod", () => {
  it("runs from the first day's midnight to the midnight after the last, on the park's clock of each", () => {
    // 1 November 2026: the clocks go back, so the day starts at UTC-7 and the next at UTC-8.
    expect(parkDaysPeriod("2026-10-31", "2026-11-01")).toEqual({
      start: new Date("2026-10-31T07:00:00Z"),
      end: new Date("2026-11-02T08:00:00Z"),
    });
  });
});
