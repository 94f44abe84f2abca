import { describe, expect, it } from "vitest";
import {
  type CalendarContext,
  disabledDayReason,
  isDayDisabled,
  maxSelectableDate,
  minDepartureDate,
  visitDateIssues,
} from "../../src/quote/date-limits.ts";
import { pickArrival, pickDeparture } from "../../src/quote/date-picking.ts";
import { arrivalTooSoon, earliestArrival, sellableArrivalTimes } from "../../src/quote/earliest-arrival.ts";
import { draft } from "./quote-fixtures.ts";

describe("picking an arrival", () => {
  const camping = draft({
    visit: { departureDate: "2027-03-14", arrivalTime: "NIGHT" },
    promotionCode: "ABCD1234",
  });

  it("keeps a later departure and the arrival time", () => {
    expect(pickArrival(camping, "2027-03-12").visit).toEqual({
      ...camping.visit,
      arrivalDate: "2027-03-12",
    });
  });

  it("clears the departure when on or after it, and the arrival time with it", () => {
    for (const arrival of ["2027-03-14", "2027-03-20"]) {
      const picked = pickArrival(camping, arrival);
      expect(picked.visit.departureDate).toBeNull();
      expect(picked.visit.arrivalTime).toBeNull();
    }
  });

  it("moves a day pass's departure with it", () => {
    const dayPass = draft({ visit: { stayType: "DAY_PASS", departureDate: "2027-03-10" } });
    expect(pickArrival(dayPass, "2027-04-01").visit).toEqual({
      ...dayPass.visit,
      arrivalDate: "2027-04-01",
      departureDate: "2027-04-01",
    });
  });

  it("drops an applied promotion when the date changes", () => {
    expect(pickArrival(camping, "2027-03-11").promotionCode).toBeNull();
    expect(pickArrival(camping, "2027-03-10").promotionCode).toBe("ABCD1234");
  });
});

describe("picking a departure", () => {
  const camping = draft();
  it("forces one not after the arrival to arrival + 1 and keeps the calendar open", () => {
    for (const departure of ["2027-03-09", "2027-03-10"]) {
      const { quote, keepCalendarOpen } = pickDeparture(camping, departure);
      expect(quote.visit.departureDate).toBe("2027-03-11");
      expect(keepCalendarOpen).toBe(true);
    }
  });
  it("takes a later one and closes the calendar", () => {
    const { quote, keepCalendarOpen } = pickDeparture(camping, "2027-03-15");
    expect(quote.visit.departureDate).toBe("2027-03-15");
    expect(keepCalendarOpen).toBe(false);
  });
  it("leaves a day pass alone", () => {
    const dayPass = draft({ visit: { stayType: "DAY_PASS", departureDate: "2027-03-10" } });
    expect(pickDeparture(dayPass, "2027-03-15")).toEqual({ quote: dayPass, keepCalendarOpen: false });
  });
});

describe("date limits", () => {
  // 10:00 park time (PST, UTC-8) on 10 March 2027.
  const NOW = new Date("2027-03-10T18:00:00Z");
  const context: CalendarContext = {
    today: "2027-03-10",
    now: NOW,
    arrivalTimes: ["DAY", "NIGHT"],
    hasPrice: (date) => date !== "2027-04-01",
    noPriceDates: new Set(["2027-04-02"]),
    unavailableLodgingDates: new Set(["2027-04-03"]),
  };

  it("runs to June 30 of next year; departures from the day after arrival", () => {
    expect(maxSelectableDate("2027-03-10")).toBe("2028-06-30");
    expect(maxSelectableDate("2027-12-31")).toBe("2028-06-30");
    expect(minDepartureDate("2027-12-31")).toBe("2028-01-01");
  });

  // 000 §9 "Purchases at least 24 hours ahead", by the clock: the arrival window's opening (DAY 7:30 am,
  // NIGHT 6:00 pm, park time) must be 24 hours or more after now (decision 0005).
  it("sells an arrival only when its window opens 24 hours or more after now", () => {
    // At 14:27 a day arrival the next morning opens 17 hours later: too soon; the night one 27.5 h: sold.
    const afternoon = new Date("2027-03-10T22:27:00Z");
    expect(arrivalTooSoon("2027-03-11", "DAY", afternoon)).toBe(true);
    expect(arrivalTooSoon("2027-03-11", "NIGHT", afternoon)).toBe(false);
    expect(sellableArrivalTimes("2027-03-11", afternoon)).toEqual(["NIGHT"]);
    // Exactly 24 hours ahead is enough; a minute less is not.
    expect(arrivalTooSoon("2027-03-11", "DAY", new Date("2027-03-10T15:30:00Z"))).toBe(false);
    expect(arrivalTooSoon("2027-03-11", "DAY", new Date("2027-03-10T15:31:00Z"))).toBe(true);
    expect(arrivalTooSoon("2027-03-11", "NIGHT", new Date("2027-03-11T02:00:00Z"))).toBe(false);
    expect(arrivalTooSoon("2027-03-11", "NIGHT", new Date("2027-03-11T02:01:00Z"))).toBe(true);
  });

  it("starts the earliest arrival tomorrow until tomorrow's windows are less than a day away", () => {
    expect(earliestArrival(NOW)).toBe("2027-03-11");
    expect(earliestArrival(NOW, ["DAY"])).toBe("2027-03-12");
    // After 6:00 pm not even tomorrow night is a day away.
    const evening = new Date("2027-03-11T03:00:00Z");
    expect(earliestArrival(evening)).toBe("2027-03-12");
    expect(earliestArrival(new Date("2028-01-01T03:00:00Z"))).toBe("2028-01-02");
  });

  it("disables past, too soon, too late, unpriced, no-price-list and lodging-unavailable days", () => {
    expect(disabledDayReason("2027-03-09", context)).toBe("past");
    expect(disabledDayReason("2027-03-10", context)).toBe("too_soon");
    expect(disabledDayReason("2027-03-11", context)).toBeNull();
    // A day pass only arrives by day: tomorrow's 7:30 am is 21.5 hours away.
    expect(disabledDayReason("2027-03-11", { ...context, arrivalTimes: ["DAY"] })).toBe("too_soon");
    expect(disabledDayReason("2027-03-12", { ...context, arrivalTimes: ["DAY"] })).toBeNull();
    expect(disabledDayReason("2028-06-30", context)).toBeNull();
    expect(disabledDayReason("2028-07-01", context)).toBe("beyond_horizon");
    expect(disabledDayReason("2027-04-01", context)).toBe("no_price");
    expect(disabledDayReason("2027-04-02", context)).toBe("no_price_list");
    expect(disabledDayReason("2027-04-03", context)).toBe("lodging_unavailable");
    expect(isDayDisabled("2027-04-03", context)).toBe(true);
    expect(isDayDisabled("2027-04-04", context)).toBe(false);
  });

  it("reports past, too soon and too-late visit dates for the server", () => {
    const night = { arrivalTime: "NIGHT" } as const;
    expect(
      visitDateIssues({ ...night, arrivalDate: "2027-03-11", departureDate: "2027-03-12" }, NOW),
    ).toEqual([]);
    // 000 §9: "Purchases at least 24 hours ahead": tomorrow by day (21.5 h) and today are refused.
    expect(
      visitDateIssues({ arrivalTime: "DAY", arrivalDate: "2027-03-11", departureDate: "2027-03-12" }, NOW),
    ).toEqual([{ path: "visit.arrivalDate", message: "arrival_too_soon" }]);
    expect(
      visitDateIssues({ ...night, arrivalDate: "2027-03-10", departureDate: "2027-03-11" }, NOW),
    ).toEqual([{ path: "visit.arrivalDate", message: "arrival_too_soon" }]);
    expect(
      visitDateIssues({ ...night, arrivalDate: "2027-03-09", departureDate: "2028-07-01" }, NOW),
    ).toEqual([
      { path: "visit.arrivalDate", message: "date_in_past" },
      { path: "visit.departureDate", message: "beyond_horizon" },
    ]);
    expect(visitDateIssues({ ...night, arrivalDate: "2028-07-01", departureDate: null }, NOW)).toEqual([
      { path: "visit.arrivalDate", message: "beyond_horizon" },
    ]);
  });
});
