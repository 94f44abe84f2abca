import { describe, expect, it } from "vitest";
import { dateChangeCharge, dateChangeRefusal } from "../../src/date-change/date-change-rules.ts";

describe("date change refusals", () => {
  const visit = {
    stayType: "CAMPING_PASS",
    arrivalDate: "2026-12-05",
    departureDate: "2026-12-06",
    arrivalTime: "DAY",
  } as const;
  const now = new Date("2026-11-25T18:00:00Z"); // 10:00 on Nov 25 in the park

  it("accepts other dates a purchase could have", () => {
    expect(
      dateChangeRefusal(visit, { arrivalDate: "2026-12-12", departureDate: "2026-12-13" }, now),
    ).toBeNull();
    // Overlapping the old stay is fine.
    expect(
      dateChangeRefusal(visit, { arrivalDate: "2026-12-06", departureDate: "2026-12-07" }, now),
    ).toBeNull();
  });

  it("refuses the same dates", () => {
    expect(dateChangeRefusal(visit, { arrivalDate: "2026-12-05", departureDate: "2026-12-06" }, now)).toBe(
      "same_dates",
    );
  });

  it("refuses past dates, an arrival less than 24 hours ahead, beyond the horizon", () => {
    expect(dateChangeRefusal(visit, { arrivalDate: "2026-11-20", departureDate: "2026-11-21" }, now)).toBe(
      "date_change_past",
    );
    expect(dateChangeRefusal(visit, { arrivalDate: "2026-11-25", departureDate: "2026-11-26" }, now)).toBe(
      "arrival_too_soon",
    );
    // By the clock (decision 0005): tomorrow's 7:30 am is 21.5 hours away, its 6:00 pm 32 hours.
    expect(dateChangeRefusal(visit, { arrivalDate: "2026-11-26", departureDate: "2026-11-27" }, now)).toBe(
      "arrival_too_soon",
    );
    expect(
      dateChangeRefusal(
        { ...visit, arrivalTime: "NIGHT" },
        { arrivalDate: "2026-11-26", departureDate: "2026-11-27" },
        now,
      ),
    ).toBeNull();
    expect(
      dateChangeRefusal(visit, { arrivalDate: "2026-11-27", departureDate: "2026-11-28" }, now),
    ).toBeNull();
    expect(dateChangeRefusal(visit, { arrivalDate: "2029-01-05", departureDate: "2029-01-06" }, now)).toBe(
      "date_change_beyond_horizon",
    );
  });

  it("refuses every move once the visit is inside its notice, even to valid dates", () => {
    const late = new Date("2026-12-04T15:31:00Z");
    expect(dateChangeRefusal(visit, { arrivalDate: "2026-12-12", departureDate: "2026-12-13" }, late)).toBe(
      "date_change_too_late",
    );
  });
});

describe("what a move costs (higher payable, lower not refunded)", () => {
  it("charges exactly the difference when dearer", () => {
    expect(dateChangeCharge(150_000, 187_550)).toEqual({ difference: 37_550, notRefunded: 0 });
  });
  it("charges nothing and refunds nothing when cheaper", () => {
    expect(dateChangeCharge(187_550, 150_000)).toEqual({ difference: 0, notRefunded: 37_550 });
  });
  it("charges nothing for the same price", () => {
    expect(dateChangeCharge(150_000, 150_000)).toEqual({ difference: 0, notRefunded: 0 });
  });
});
