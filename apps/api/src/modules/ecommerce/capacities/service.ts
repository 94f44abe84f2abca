import type { ArrivalTime } from "@park/domain/constants.ts";
import type { Clock, IsoDate } from "@park/domain/dates.ts";
import { capacityOverflow } from "./capacity-check.ts";
import type { CapacitiesRepository } from "./repository.ts";

export type CapacitiesService = ReturnType<typeof createCapacitiesService>;

export function createCapacitiesService(deps: { repository: CapacitiesRepository; clock: Clock }) {
  const { repository, clock } = deps;
  return {
    /**
     * Whether a visit arriving on startDate at this arrival time and leaving on endDate finds a date
     * already full (0005-capacity-dates.md): a DAY arrival's date in the DAY capacity, every night from
     * startDate to the night before endDate in the NIGHT capacity. The sale checks the same dates.
     */
    async isFull(query: {
      startDate: IsoDate;
      endDate: IsoDate;
      arrivalTime: ArrivalTime;
    }): Promise<boolean> {
      const visit = {
        arrivalDate: query.startDate,
        departureDate: query.endDate,
        arrivalTime: query.arrivalTime,
      };
      return (await capacityOverflow(repository, { visit, persons: 0, now: clock() })).length > 0;
    },
  };
}
