import { describe, expect, it } from "vitest";
import { type GateDayVisit, leavesParkAt, peopleInPark } from "../../src/office-dashboard/in-park.ts";

const TODAY = "2026-11-22";
const visit = (overrides: Partial<GateDayVisit>): GateDayVisit => ({
  arrivalDate: TODAY,
  departureDate: TODAY,
  arrivalTime: "DAY",
  persons: 2,
  checkedInAt: null,
  ...overrides,
});

describe("leavesParkAt", () => {
  it("is 6 pm of the departure day, or 11:30 pm for a night visit of one day", () => {
    expect(leavesParkAt(visit({})).toISOString()).toBe("2026-11-23T02:00:00.000Z");
    expect(leavesParkAt(visit({ departureDate: "2026-11-24" })).toISOString()).toBe(
      "2026-11-25T02:00:00.000Z",
    );
    expect(leavesParkAt(visit({ arrivalTime: "NIGHT" })).toISOString()).toBe("2026-11-23T07:30:00.000Z");
    expect(leavesParkAt(visit({ arrivalTime: "NIGHT", departureDate: "2026-11-23" })).toISOString()).toBe(
      "2026-11-24T02:00:00.000Z",
    );
  });
});

describe("peopleInPark", () => {
  const visits = [
    // Day visit, checked in at 9:00.
    visit({ persons: 4, checkedInAt: new Date("2026-11-22T17:00:00Z") }),
    // Camping since yesterday, checked in yesterday, leaves tomorrow.
    visit({
      arrivalDate: "2026-11-21",
      departureDate: "2026-11-23",
      persons: 3,
      checkedInAt: new Date("2026-11-21T18:00:00Z"),
    }),
    // Lodging leaving today, checked in two days ago.
    visit({ arrivalDate: "2026-11-20", persons: 5, checkedInAt: new Date("2026-11-20T23:00:00Z") }),
    // Expected, not come yet.
    visit({ persons: 6 }),
  ];

  it("counts the expected, the checked in and, of those, who has not reached the end of their last day", () => {
    expect(peopleInPark(visits, new Date("2026-11-22T18:00:00Z"))).toEqual({
      expectedVisits: 4,
      expectedPersons: 18,
      checkedInVisits: 3,
      checkedInPersons: 12,
      inParkVisits: 3,
      inParkPersons: 12,
    });
    // 7 pm: the day visit and the lodging guests leaving today are gone, the campers stay.
    expect(peopleInPark(visits, new Date("2026-11-23T03:00:00Z"))).toMatchObject({
      checkedInPersons: 12,
      inParkVisits: 1,
      inParkPersons: 3,
    });
  });

  it("leaves out a check-in later than now (a clock read before a sync)", () => {
    expect(peopleInPark(visits, new Date("2026-11-22T16:00:00Z"))).toMatchObject({
      checkedInVisits: 2,
      inParkPersons: 8,
    });
  });
});
