import { describe, expect, it } from "vitest";
import {
  activityDateBookable,
  dayActivityDates,
  nightCanopyDates,
  visitActivityDates,
} from "../../src/activities/activity-dates.ts";
import { at, EARLY } from "./july-instants.ts";

describe("night canopy dates (000 §4 Activities)", () => {
  it("spans a day arrival's stay, the departure date listed but unavailable", () => {
    const visit = { arrivalDate: "2027-07-09", departureDate: "2027-07-12", arrivalTime: "DAY" as const };
    expect(nightCanopyDates(visit, EARLY)).toEqual([
      { date: "2027-07-09", available: true },
      { date: "2027-07-10", available: true },
      { date: "2027-07-11", available: true },
      { date: "2027-07-12", available: false },
    ]);
  });

  it("starts the day after arrival for a night arrival", () => {
    const visit = { arrivalDate: "2027-07-09", departureDate: "2027-07-11", arrivalTime: "NIGHT" as const };
    expect(nightCanopyDates(visit, EARLY)).toEqual([
      { date: "2027-07-10", available: true },
      { date: "2027-07-11", available: false },
    ]);
    const oneNight = { ...visit, departureDate: "2027-07-10" };
    expect(nightCanopyDates(oneNight, EARLY)).toEqual([{ date: "2027-07-10", available: false }]);
  });

  it("offers nothing to a day pass, whose only date is its departure", () => {
    const dayPass = { arrivalDate: "2027-07-09", departureDate: "2027-07-09", arrivalTime: "DAY" as const };
    expect(nightCanopyDates(dayPass, EARLY)).toEqual([{ date: "2027-07-09", available: false }]);
  });

  it("closes today from 18:00 park time, and past dates", () => {
    const visit = { arrivalDate: "2027-07-09", departureDate: "2027-07-12", arrivalTime: "DAY" as const };
    const availableAt = (now: Date) =>
      nightCanopyDates(visit, now)
        .filter((d) => d.available)
        .map((d) => d.date);
    expect(availableAt(at("2027-07-10", "17:59"))).toEqual(["2027-07-10", "2027-07-11"]);
    expect(availableAt(at("2027-07-10", "18:00"))).toEqual(["2027-07-11"]);
    // 18:30 in Ensenada is already the next day in UTC: the park's date decides.
    expect(availableAt(new Date("2027-07-11T01:30:00Z"))).toEqual(["2027-07-11"]);
  });
});

describe("day activity dates (canopy, horseback, ATV)", () => {
  it("lists arrival to departure; a night arrival's arrival date is unavailable", () => {
    const day = { arrivalDate: "2027-07-09", departureDate: "2027-07-10", arrivalTime: "DAY" as const };
    expect(dayActivityDates(day, EARLY)).toEqual([
      { date: "2027-07-09", available: true },
      { date: "2027-07-10", available: true },
    ]);
    expect(dayActivityDates({ ...day, arrivalTime: "NIGHT" }, EARLY)).toEqual([
      { date: "2027-07-09", available: false },
      { date: "2027-07-10", available: true },
    ]);
  });

  it("closes dates that have passed", () => {
    const visit = { arrivalDate: "2027-07-09", departureDate: "2027-07-11", arrivalTime: "DAY" as const };
    expect(dayActivityDates(visit, at("2027-07-10", "08:00")).map((d) => d.available)).toEqual([
      false,
      true,
      true,
    ]);
    expect(visitActivityDates("2027-07-09", "2027-07-11", at("2027-07-10", "08:00"))).toEqual([
      { date: "2027-07-09", available: false },
      { date: "2027-07-10", available: true },
      { date: "2027-07-11", available: true },
    ]);
  });

  it("books only listed, available dates of the activity", () => {
    const visit = { arrivalDate: "2027-07-09", departureDate: "2027-07-11", arrivalTime: "NIGHT" as const };
    expect(activityDateBookable("CANOPY_TOUR", visit, "2027-07-11", EARLY)).toBe(true);
    expect(activityDateBookable("CANOPY_TOUR", visit, "2027-07-09", EARLY)).toBe(false);
    expect(activityDateBookable("CANOPY_TOUR_NIGHT", visit, "2027-07-11", EARLY)).toBe(false);
    expect(activityDateBookable("HORSEBACK_RIDING", visit, "2027-07-12", EARLY)).toBe(false);
  });
});
