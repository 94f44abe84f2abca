import { describe, expect, it } from "vitest";
import { arrivalsByTime } from "../../src/office-reports/arrivals-list.ts";

describe("arrivalsByTime", () => {
  it("lists the day's arrivals per arrival time by code, leaving out visits already staying", () => {
    const visit = (
      code: string,
      arrivalDate: string,
      arrivalTime: "DAY" | "NIGHT",
      persons: number,
      checkedIn = false,
    ) => ({
      code,
      arrivalDate,
      arrivalTime,
      numberOfPersons: persons,
      checkIn: checkedIn ? { checkedInAt: "2026-11-22T17:00:00.000Z", by: "Gate" } : null,
    });
    const [day, night] = arrivalsByTime(
      [
        visit("ZZZZZZZZZZ", "2026-11-22", "DAY", 4, true),
        visit("AAAAAAAAAA", "2026-11-22", "DAY", 2),
        visit("BBBBBBBBBB", "2026-11-21", "DAY", 9),
        visit("CCCCCCCCCC", "2026-11-22", "NIGHT", 5),
      ],
      "2026-11-22",
    );
    expect(day).toMatchObject({ arrivalTime: "DAY", visits: 2, persons: 6, checkedIn: 1 });
    expect(day!.list.map((v) => v.code)).toEqual(["AAAAAAAAAA", "ZZZZZZZZZZ"]);
    expect(night).toMatchObject({ arrivalTime: "NIGHT", visits: 1, persons: 5, checkedIn: 0 });
  });
});
