import { ARRIVAL_TIMES, type ArrivalTime } from "../constants.ts";
import type { IsoDate } from "../dates.ts";

type ArrivingVisit = {
  code: string;
  arrivalDate: IsoDate;
  arrivalTime: ArrivalTime;
  numberOfPersons: number;
  checkIn: unknown | null;
};

/**
 * The gate's printed list of a day: the visits that arrive that day (not those already staying), by
 * arrival time and then code, with each time's visits, persons and those already checked in.
 */
export function arrivalsByTime<V extends ArrivingVisit>(visits: readonly V[], date: IsoDate) {
  const arriving = visits.filter((v) => v.arrivalDate === date).sort((a, b) => a.code.localeCompare(b.code));
  return ARRIVAL_TIMES.map((arrivalTime) => {
    const list = arriving.filter((v) => v.arrivalTime === arrivalTime);
    return {
      arrivalTime,
      visits: list.length,
      persons: list.reduce((sum, v) => sum + v.numberOfPersons, 0),
      checkedIn: list.filter((v) => v.checkIn !== null).length,
      list,
    };
  });
}
