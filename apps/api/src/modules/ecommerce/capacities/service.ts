import type { ArrivalTime } from "@park/domain/constants.ts";
import { type Clock, eachDate, type IsoDate } from "@park/domain/dates.ts";
import type { CapacitiesRepository } from "./repository.ts";

export type CapacitiesService = ReturnType<typeof createCapacitiesService>;

export function createCapacitiesService(deps: { repository: CapacitiesRepository; clock: Clock }) {
  const { repository, clock } = deps;
  return {
    /**
     * Whether on some date of the range the persons arriving at this arrival time (paid, being paid or
     * holding lodging) already reach the limit: the date's own limit when it has one, else the everyday one.
     */
    async isFull(query: {
      startDate: IsoDate;
      endDate: IsoDate;
      arrivalTime: ArrivalTime;
    }): Promise<boolean> {
      const range = { first: query.startDate, last: query.endDate };
      const [admitted, limits] = await Promise.all([
        repository.admittedPersons(query.arrivalTime, range, clock()),
        repository.limits(query.arrivalTime, range),
      ]);
      const persons = new Map(admitted.map((a) => [a.date, a.persons]));
      return eachDate(range.first, range.last).some((date) => {
        const limit = limits.onDate.get(date) ?? limits.everyday;
        return limit !== null && (persons.get(date) ?? 0) >= limit;
      });
    },
  };
}
