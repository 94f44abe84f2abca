import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  bookingHorizon,
  daysBetween,
  eachDate,
  formatClock,
  isIsoDate,
  nextParkMinute,
  parkDate,
  parkTime,
  weekday,
} from "../src/dates.ts";

describe("park calendar", () => {
  it("gives the date and time in Tijuana, not UTC", () => {
    const lateEvening = new Date("2026-11-23T05:30:00Z"); // 21:30 on the 22nd in Tijuana (PST)
    expect(parkDate(lateEvening)).toBe("2026-11-22");
    expect(parkTime(lateEvening)).toBe("21:30");
    expect(parkDate(new Date("2026-07-01T06:59:00Z"))).toBe("2026-06-30"); // PDT, UTC-7
  });
  it("turns the date at the park's midnight however the instants before it were asked", () => {
    // Asked again and again within a minute, then past midnight: the remembered minute never outlives it.
    for (const second of [0, 30, 59]) {
      expect(parkDate(new Date(`2026-11-23T07:59:${String(second).padStart(2, "0")}.999Z`))).toBe(
        "2026-11-22",
      );
    }
    expect(parkDate(new Date("2026-11-23T08:00:00.000Z"))).toBe("2026-11-23");
    expect(parkDate(new Date("2026-11-23T07:59:59.999Z"))).toBe("2026-11-22");
    // Clocks back on 2026-11-01: 01:00 to 01:59 PDT, then the same hour again in PST, the same date.
    expect(parkDate(new Date("2026-11-01T08:59:00Z"))).toBe("2026-11-01");
    expect(parkDate(new Date("2026-11-01T09:00:00Z"))).toBe("2026-11-01");
    expect(parkDate(new Date("2026-11-02T07:59:00Z"))).toBe("2026-11-01");
    expect(parkDate(new Date("2026-11-02T08:00:00Z"))).toBe("2026-11-02");
  });
  it("keeps the park's date and time unchanged from any instant until the next minute it names", () => {
    expect(nextParkMinute(new Date("2026-11-23T07:59:59.999Z")).toISOString()).toBe(
      "2026-11-23T08:00:00.000Z",
    );
    expect(nextParkMinute(new Date("2026-11-23T08:00:00.000Z")).toISOString()).toBe(
      "2026-11-23T08:01:00.000Z",
    );
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) }), (ms) => {
        const now = new Date(ms);
        const next = nextParkMinute(now);
        const justBefore = new Date(next.getTime() - 1);
        expect(next.getTime()).toBeGreaterThan(ms);
        expect(next.getTime() - ms).toBeLessThanOrEqual(60_000);
        expect([parkDate(justBefore), parkTime(justBefore)]).toEqual([parkDate(now), parkTime(now)]);
        expect(parkTime(next)).not.toBe(parkTime(now));
      }),
    );
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

/** The Date-based arithmetic these functions replaced: what they must keep answering. */
const reference = {
  isIsoDate(value: string): boolean {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!m) return false;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (y < 1900 || y > 2999) return false;
    const dt = new Date(Date.UTC(y, mo - 1, d));
    return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
  },
  addDays(date: string, days: number): string {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  },
  addMonths(date: string, months: number): string {
    const d = new Date(`${date}T00:00:00Z`);
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + months);
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
    return d.toISOString().slice(0, 10);
  },
  daysBetween: (a: string, b: string) =>
    Math.round((new Date(`${b}T00:00:00Z`).getTime() - new Date(`${a}T00:00:00Z`).getTime()) / 86_400_000),
  weekday: (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay(),
};

const anyDate = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2999-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("calendar arithmetic in whole numbers", () => {
  it("answers as the Date-based arithmetic did, for any date of the years allowed", () => {
    fc.assert(
      fc.property(anyDate, anyDate, fc.integer({ min: -800, max: 800 }), (a, b, step) => {
        expect(isIsoDate(a)).toBe(true);
        expect(addDays(a, step)).toBe(reference.addDays(a, step));
        expect(addMonths(a, step)).toBe(reference.addMonths(a, step));
        expect(daysBetween(a, b)).toBe(reference.daysBetween(a, b));
        expect(weekday(a)).toBe(reference.weekday(a));
      }),
      { numRuns: 5000 },
    );
  });

  it("tells calendar dates from other text as the pattern and the calendar did", () => {
    const nearlyDates = fc
      .tuple(
        fc.integer({ min: 1890, max: 3010 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
    fc.assert(
      fc.property(fc.oneof(nearlyDates, fc.string({ maxLength: 12 })), (text) => {
        expect(isIsoDate(text)).toBe(reference.isIsoDate(text));
      }),
      { numRuns: 5000 },
    );
    for (const text of [
      "2026-1-01",
      "2026-01-1 ",
      "２０２６-01-01",
      "2026/01/01",
      "+02026-01-01",
      "2026-02-29",
    ]) {
      expect(isIsoDate(text)).toBe(reference.isIsoDate(text));
    }
  });

  it("refuses to step from text that is not a date", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => daysBetween("2026-01-01", "tomorrow")).toThrow(RangeError);
  });
});
