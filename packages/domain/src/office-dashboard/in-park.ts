import { ARRIVAL_WINDOWS, type ArrivalTime, HOURS } from "../constants.ts";
import { parkInstant } from "../date-change/park-instant.ts";
import type { IsoDate } from "../dates.ts";

/** A visit the gate lets in today (gateVerdict MAY_ENTER), with its check-in if it has one. */
export type GateDayVisit = {
  arrivalDate: IsoDate;
  departureDate: IsoDate;
  arrivalTime: ArrivalTime;
  persons: number;
  checkedInAt: Date | null;
};

/**
 * When a visit's last day in the park ends (001 §9): 6 pm on its departure day for a day visit, camping
 * and lodging alike (day visit until 6 pm, camping until 6 pm of the next day, lodging guests stay in camp
 * until 6 pm), and the end of the night window for a night visit that leaves the day it arrives.
 */
export function leavesParkAt(visit: Omit<GateDayVisit, "persons" | "checkedInAt">): Date {
  const sameDayNight = visit.arrivalTime === "NIGHT" && visit.departureDate === visit.arrivalDate;
  return parkInstant(visit.departureDate, sameDayNight ? ARRIVAL_WINDOWS.NIGHT.to : HOURS.dayPass.to);
}

export type PeopleInPark = {
  /** Paid visits whose days include today, and their persons. */
  expectedVisits: number;
  expectedPersons: number;
  /** Of those, the ones the gate checked in (today or on an earlier day of the stay). */
  checkedInVisits: number;
  checkedInPersons: number;
  /** Checked in and not past the end of their last day: who is in the park now. */
  inParkVisits: number;
  inParkPersons: number;
};

/**
 * Who is in the park at `now`, from the gate's check-ins of today's visits. The gate records entries only,
 * so a visit counts as inside from its check-in until the end of its last day (leavesParkAt).
 */
export function peopleInPark(visits: readonly GateDayVisit[], now: Date): PeopleInPark {
  const checkedIn = visits.filter((v) => v.checkedInAt !== null && v.checkedInAt <= now);
  const inside = checkedIn.filter((v) => now < leavesParkAt(v));
  const persons = (list: readonly GateDayVisit[]) => list.reduce((sum, v) => sum + v.persons, 0);
  return {
    expectedVisits: visits.length,
    expectedPersons: persons(visits),
    checkedInVisits: checkedIn.length,
    checkedInPersons: persons(checkedIn),
    inParkVisits: inside.length,
    inParkPersons: persons(inside),
  };
}
