import { describe, expect, it } from "vitest";
import { parkDaysPeriod, parkInstant, zonedDate, zonedInstant } from "../../src/date-change/park-instant.ts";

describe("parkDaysPeriod", () => {
  it("runs from the first day's midnight to the midnight after the last, on the park's clock of each", () => {
    // 1 November 2026: the clocks go back, so the day starts at UTC-7 and the next at UTC-8.
    expect(parkDaysPeriod("2026-10-31", "2026-11-01")).toEqual({
      start: new Date("2026-10-31T07:00:00Z"),
      end: new Date("2026-11-02T08:00:00Z"),
    });
  });
});

describe("the park's clock around its changes", () => {
  it("reads each side of a change by its own offset, minute by minute, however often it is asked", () => {
    // 8 March 2026: Tijuana's clocks go from 02:00 PST to 03:00 PDT, at 10:00 UTC.
    for (let round = 0; round < 2; round++) {
      expect(zonedDate("America/Tijuana", new Date("2026-03-08T07:59:00Z"))).toBe("2026-03-07");
      expect(zonedDate("America/Tijuana", new Date("2026-03-08T08:00:00Z"))).toBe("2026-03-08");
      expect(parkInstant("2026-03-08", "01:59")).toEqual(new Date("2026-03-08T09:59:00Z"));
      expect(parkInstant("2026-03-08", "03:00")).toEqual(new Date("2026-03-08T10:00:00Z"));
      expect(parkInstant("2026-03-09", "00:00")).toEqual(new Date("2026-03-09T07:00:00Z"));
    }
  });

  it("keeps each zone's offset apart: Mexico City's has no summer time since 2022", () => {
    expect(zonedInstant("America/Mexico_City", "2026-07-01", "23:59")).toEqual(
      new Date("2026-07-02T05:59:00Z"),
    );
    expect(zonedInstant("America/Tijuana", "2026-07-01", "23:59")).toEqual(new Date("2026-07-02T06:59:00Z"));
  });
});
