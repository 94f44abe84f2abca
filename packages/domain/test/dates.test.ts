import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  bookingHorizon,
  daysBetween,
  eachDate,
  formatClock,
  isIsoDate,
  parkDate,
  parkTime,
} from "../src/dates.ts";

describe("park calendar", () => {
  it("gives the date and time in Tijuana, not UTC", () => {
    const lateEvening = new Date("2026-11-23T05:30:00Z"); // 21:30 on the 22nd in Tijuana (PST)
    expect(parkDate(lateEvening)).toBe("2026-11-22");
    expect(parkTime(lateEvening)).toBe("21:30");
    expect(parkDate(new Date("2026-07-01T06:59:00Z"))).toBe("2026-06-30"); // PDT, UTC-7
  });
  it("validates real calendar dates only", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2027-13-01")).toBe(false);
    expect(isIsoDate("27-01-01")).toBe(false);
    // A date no rule could step a day past (found by the API's fuzz test: a 500 on 9999-12-31).
    expect(isIsoDate("9999-12-31")).toBe(false);
    expect(isIsoDate("2999-12-31")).toBe(true);
    expect(isIsoDate("1899-12-31")).toBe(false);
  });
  it("moves by days and months across month ends and DST", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(daysBetween("2026-11-22", "2026-11-25")).toBe(3);
    expect(daysBetween("2026-11-25", "2026-11-22")).toBe(-3);
    expect(eachDate("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
  });
  it("ends the booking horizon on 30 June of next year", () => {
    expect(bookingHorizon("2026-11-22")).toBe("2027-06-30");
    expect(bookingHorizon("2027-01-01")).toBe("2028-06-30");
  });
});

describe("formatClock", () => {
  it("writes the park's hours as the spec does: 7:30am-6:00pm, 12:00pm at noon, 12:00am at midnight", () => {
    expect(formatClock("07:30")).toBe("7:30am");
    expect(formatClock("18:00")).toBe("6:00pm");
    expect(formatClock("12:00")).toBe("12:00pm");
    expect(formatClock("00:05")).toBe("12:05am");
    expect(formatClock("23:30")).toBe("11:30pm");
  });
});
