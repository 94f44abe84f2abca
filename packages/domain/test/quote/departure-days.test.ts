import { describe, expect, it } from "vitest";
import type { CalendarContext } from "../../src/quote/date-limits.ts";
import { departureDayDisabled, lastDepartureDate } from "../../src/quote/departure-days.ts";
import { TODAY } from "./quote-fixtures.ts";

/** Prices on every day of 2027 except 21 March; 25 March on the no-price list. */
function context(overrides: Partial<CalendarContext> = {}): CalendarContext {
  return {
    today: TODAY,
    now: new Date(`${TODAY}T18:00:00Z`),
    arrivalTimes: ["DAY", "NIGHT"],
    hasPrice: (date) => date.startsWith("2027") && date !== "2027-03-21",
    noPriceDates: new Set(["2027-03-25"]),
    unavailableLodgingDates: new Set(),
    ...overrides,
  };
}

describe("departure calendar", () => {
  // 000 §5: "the minimum departure is arrival plus one day".
  it("disables the arrival and every day up to it", () => {
    const calendar = context();
    const last = lastDepartureDate("2027-03-15", calendar);
    expect(departureDayDisabled("2027-03-12", "2027-03-15", last, calendar)).toBe(true);
    expect(departureDayDisabled("2027-03-15", "2027-03-15", last, calendar)).toBe(true);
    expect(departureDayDisabled("2027-03-16", "2027-03-15", last, calendar)).toBe(false);
  });

  // 000 §5: "Calendar days with no price, on the no-price list, or on the unavailable-lodging list are
  // disabled"; a stay may not cross one, as every night needs a price.
  it("disables every day beyond the first day without a price after the arrival", () => {
    const calendar = context();
    expect(lastDepartureDate("2027-03-15", calendar)).toBe("2027-03-21");
    const last = lastDepartureDate("2027-03-15", calendar);
    expect(departureDayDisabled("2027-03-20", "2027-03-15", last, calendar)).toBe(false);
    expect(departureDayDisabled("2027-03-21", "2027-03-15", last, calendar)).toBe(true);
    expect(departureDayDisabled("2027-03-22", "2027-03-15", last, calendar)).toBe(true);
    expect(lastDepartureDate("2027-03-22", calendar)).toBe("2027-03-25");
  });

  it("stops at the first night the lodging has no unit free", () => {
    const calendar = context({ unavailableLodgingDates: new Set(["2027-03-17"]) });
    expect(lastDepartureDate("2027-03-15", calendar)).toBe("2027-03-17");
  });

  it("reaches the booking horizon when nothing blocks the way", () => {
    const calendar = context({ hasPrice: () => true, noPriceDates: new Set() });
    expect(lastDepartureDate("2027-03-15", calendar)).toBe("2028-06-30");
  });
});
