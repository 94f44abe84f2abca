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
import { earliestArrival } from "../../src/quote/earliest-arrival.ts";
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
  const context: CalendarContext = {
    today: "2027-03-10",
    hasPrice: (date) => date !== "2027-04-01",
    noPriceDates: new Set(["2027-04-02"]),
    unavailableLodgingDates: new Set(["2027-04-03"]),
  };

  it("runs from tomorrow to June 30 of next year; departures from the day after arrival", () => {
    // 000 §9: "Purchases at least 24 hours ahead."
    expect(earliestArrival("2027-03-10")).toBe("2027-03-11");
    expect(earliestArrival("2027-12-31")).toBe("2028-01-01");
    expect(maxSelectableDate("2027-03-10")).toBe("2028-06-30");
    expect(maxSelectableDate("2027-12-31")).toBe("2028-06-30");
    expect(minDepartureDate("2027-12-31")).toBe("2028-01-01");
  });

  it("disables past, too late, unpriced, no-price-list and lodging-unavailable days", () => {
    expect(disabledDayReason("2027-03-09", context)).toBe("past");
    expect(disabledDayReason("2027-03-10", context)).toBe("too_soon");
    expect(disabledDayReason("2027-03-11", context)).toBeNull();
    expect(disabledDayReason("2028-06-30", context)).toBeNull();
    expect(disabledDayReason("2028-07-01", context)).toBe("beyond_horizon");
    expect(disabledDayReason("2027-04-01", context)).toBe("no_price");
    expect(disabledDayReason("2027-04-02", context)).toBe("no_price_list");
    expect(disabledDayReason("2027-04-03", context)).toBe("lodging_unavailable");
    expect(isDayDisabled("2027-04-03", context)).toBe(true);
    expect(isDayDisabled("2027-04-04", context)).toBe(false);
  });

  it("reports past, too soon and too-late visit dates for the server", () => {
    expect(visitDateIssues({ arrivalDate: "2027-03-11", departureDate: "2027-03-12" }, "2027-03-10")).toEqual(
      [],
    );
    // 000 §9: "Purchases at least 24 hours ahead": an arrival today is refused.
    expect(visitDateIssues({ arrivalDate: "2027-03-10", departureDate: "2027-03-11" }, "2027-03-10")).toEqual(
      [{ path: "visit.arrivalDate", message: "arrival_too_soon" }],
    );
    expect(visitDateIssues({ arrivalDate: "2027-03-09", departureDate: "2028-07-01" }, "2027-03-10")).toEqual(
      [
        { path: "visit.arrivalDate", message: "date_in_past" },
        { path: "visit.departureDate", message: "beyond_horizon" },
      ],
    );
    expect(visitDateIssues({ arrivalDate: "2028-07-01", departureDate: null }, "2027-03-10")).toEqual([
      { path: "visit.arrivalDate", message: "beyond_horizon" },
    ]);
  });
});
