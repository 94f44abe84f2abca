import type { ArrivalTime } from "../constants.ts";
import { addDays, eachDate, type IsoDate } from "../dates.ts";

/** The visit as capacity reads it: departure equal to arrival means a day without a night. */
export interface CapacityVisit {
  arrivalDate: IsoDate;
  departureDate: IsoDate;
  arrivalTime: ArrivalTime;
}

/**
 * The dates whose admission capacity a visit's persons take, per arrival time (reading in
 * docs/decisions/0005-capacity-dates.md): a day arrival takes the DAY capacity of its arrival date,
 * and every night the visitors sleep in the park takes that date's NIGHT capacity, whatever time
 * they arrived at. A day pass (departure = arrival) takes no night.
 */
export function capacityDates(visit: CapacityVisit): Record<ArrivalTime, IsoDate[]> {
  const nights =
    visit.departureDate > visit.arrivalDate
      ? eachDate(visit.arrivalDate, addDays(visit.departureDate, -1))
      : [];
  return { DAY: visit.arrivalTime === "DAY" ? [visit.arrivalDate] : [], NIGHT: nights };
}

/** Persons counted on each date, per arrival time, from the visits already sold or held. */
export type AdmittedPersons = Record<ArrivalTime, Map<IsoDate, number>>;

export function admittedPersons(visits: readonly (CapacityVisit & { persons: number })[]): AdmittedPersons {
  const admitted: AdmittedPersons = { DAY: new Map(), NIGHT: new Map() };
  for (const visit of visits) {
    const dates = capacityDates(visit);
    for (const time of ["DAY", "NIGHT"] as const) {
      for (const date of dates[time]) {
        admitted[time].set(date, (admitted[time].get(date) ?? 0) + visit.persons);
      }
    }
  }
  return admitted;
}

/** The limit of a date: its own when staff set one, else the everyday one; null means no limit. */
export type CapacityLimits = Record<
  ArrivalTime,
  { everyday: number | null; onDate: ReadonlyMap<IsoDate, number> }
>;

function limitOn(limits: CapacityLimits, time: ArrivalTime, date: IsoDate): number | null {
  return limits[time].onDate.get(date) ?? limits[time].everyday;
}

/**
 * The dates (per arrival time) on which `persons` more visitors of this visit would go beyond the
 * limit; with persons = 0, the dates already full (nobody more can come), as the web's check asks.
 */
export function capacityExceeded(
  visit: CapacityVisit,
  persons: number,
  admitted: AdmittedPersons,
  limits: CapacityLimits,
): { arrivalTime: ArrivalTime; date: IsoDate }[] {
  const dates = capacityDates(visit);
  const exceeded: { arrivalTime: ArrivalTime; date: IsoDate }[] = [];
  for (const time of ["DAY", "NIGHT"] as const) {
    for (const date of dates[time]) {
      const limit = limitOn(limits, time, date);
      if (limit === null) continue;
      const taken = admitted[time].get(date) ?? 0;
      if (persons === 0 ? taken >= limit : taken + persons > limit)
        exceeded.push({ arrivalTime: time, date });
    }
  }
  return exceeded;
}
