import { describe, expect, it } from "vitest";
import {
  admittedPersons,
  type CapacityLimits,
  capacityDates,
  capacityExceeded,
} from "../../src/quote/capacity-dates.ts";

describe("capacityDates (docs/decisions/0005-capacity-dates.md)", () => {
  it("takes the DAY capacity of a day arrival's date and the NIGHT capacity of every night slept", () => {
    expect(
      capacityDates({ arrivalDate: "2027-03-11", departureDate: "2027-03-11", arrivalTime: "DAY" }),
    ).toEqual({
      DAY: ["2027-03-11"],
      NIGHT: [],
    });
    expect(
      capacityDates({ arrivalDate: "2027-03-11", departureDate: "2027-03-14", arrivalTime: "DAY" }),
    ).toEqual({
      DAY: ["2027-03-11"],
      NIGHT: ["2027-03-11", "2027-03-12", "2027-03-13"],
    });
    expect(
      capacityDates({ arrivalDate: "2027-03-11", departureDate: "2027-03-13", arrivalTime: "NIGHT" }),
    ).toEqual({ DAY: [], NIGHT: ["2027-03-11", "2027-03-12"] });
  });

  it("finds the dates a group would go beyond, using a date's own limit before the everyday one", () => {
    const admitted = admittedPersons([
      { arrivalDate: "2027-03-11", departureDate: "2027-03-13", arrivalTime: "NIGHT", persons: 8 },
      { arrivalDate: "2027-03-12", departureDate: "2027-03-12", arrivalTime: "DAY", persons: 5 },
    ]);
    expect([...admitted.NIGHT]).toEqual([
      ["2027-03-11", 8],
      ["2027-03-12", 8],
    ]);
    const limits: CapacityLimits = {
      DAY: { everyday: 6, onDate: new Map() },
      NIGHT: { everyday: 10, onDate: new Map([["2027-03-12", 9]]) },
    };
    const visit = { arrivalDate: "2027-03-12", departureDate: "2027-03-14", arrivalTime: "DAY" as const };
    expect(capacityExceeded(visit, 1, admitted, limits)).toEqual([]);
    expect(capacityExceeded(visit, 2, admitted, limits)).toEqual([
      { arrivalTime: "DAY", date: "2027-03-12" },
      { arrivalTime: "NIGHT", date: "2027-03-12" },
    ]);
    // With nobody added, the dates already full: the web's check.
    expect(capacityExceeded(visit, 0, admitted, limits)).toEqual([]);
    expect(capacityExceeded({ ...visit, arrivalDate: "2027-03-11" }, 0, admitted, limits)).toEqual([]);
    const fuller = admittedPersons([
      { arrivalDate: "2027-03-12", departureDate: "2027-03-13", arrivalTime: "NIGHT", persons: 9 },
    ]);
    expect(capacityExceeded(visit, 0, fuller, limits)).toEqual([
      { arrivalTime: "NIGHT", date: "2027-03-12" },
    ]);
  });
});
