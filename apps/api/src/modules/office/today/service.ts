import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import { slotRunsOn } from "@park/domain/activities/atv-track.ts";
import type { LodgingKind } from "@park/domain/constants.ts";
import { addDays, type Clock, eachDate, type IsoDate, parkDate } from "@park/domain/dates.ts";
import {
  type DayLoad,
  dayLoads,
  type UnitNightCell,
  unitNightGrid,
} from "@park/domain/office-today/day-overview.ts";
import type { CapacitiesRepository } from "../../ecommerce/capacities/repository.ts";
import type { LodgingUnits } from "../../ecommerce/reservations/lodging-units-repository.ts";
import type { ActivityBookingsRepository } from "../../ecommerce/visit-activities/repository.ts";
import type { TodayRepository } from "./repository.ts";

export type ActivitySlotLoad = {
  scheduleId: number;
  type: VisitActivityType;
  startHour: string;
  units: number;
  sold: number;
  held: number;
  left: number;
};

export type TodayOverview = {
  today: IsoDate;
  first: IsoDate;
  last: IsoDate;
  days: DayLoad[];
  units: { id: number; name: string; kind: LodgingKind; nights: UnitNightCell[] }[];
  activities: { date: IsoDate; slots: ActivitySlotLoad[] }[];
};

export type TodayService = ReturnType<typeof createTodayService>;

type DateRange = { first: IsoDate; last: IsoDate };
type RangeQuery = { from?: IsoDate | undefined; nights: number };

export function createTodayService(deps: {
  today: TodayRepository;
  capacities: CapacitiesRepository;
  activities: ActivityBookingsRepository;
  units: LodgingUnits;
  clock: Clock;
}) {
  const { today, capacities, activities, units, clock } = deps;

  // Each reading runs its queries one after the other, as the other readings do: a single connection may be
  // behind `db`.
  const readings = {
    /** Arrivals and admission capacity per arrival time of each date, from the visits the sale counts. */
    async days(range: DateRange, now: Date): Promise<DayLoad[]> {
      const visits = await today.visits(range, now);
      const limits = await capacities.limits(range);
      return dayLoads(visits, limits, range.first, range.last);
    },

    /** Every unit's state each night, in the park's order. */
    async units(range: DateRange, now: Date): Promise<TodayOverview["units"]> {
      const rows = await today.unitNights(range);
      const allUnits = await units.all();
      return unitNightGrid(allUnits, rows, range.first, range.last, now).map(({ unit, nights }) => ({
        id: unit.id,
        name: unit.name,
        kind: unit.kind,
        nights,
      }));
    },

    /** Each slot's places on each date it runs. */
    async activities(range: DateRange, now: Date): Promise<TodayOverview["activities"]> {
      const dates = eachDate(range.first, range.last);
      const schedules = await activities.schedules();
      const taken = await activities.taken({ scheduleIds: schedules.map((s) => s.id), days: dates, now });
      const placesOf = new Map(taken.map((t) => [`${t.scheduleId}/${t.day}`, t]));
      return dates.map((date) => ({
        date,
        slots: schedules
          .filter((s) => slotRunsOn(s.type, date, s.startHour))
          .map((s) => {
            const places = placesOf.get(`${s.id}/${date}`);
            const sold = places?.sold ?? 0;
            const held = places?.held ?? 0;
            return {
              scheduleId: s.id,
              type: s.type,
              startHour: s.startHour,
              units: s.units,
              sold,
              held,
              left: Math.max(0, s.units - sold - held),
            };
          }),
      }));
    },
  };

  /** The range of `nights` days from `from` (default: today in the park) and the instant it is read at. */
  function range(query: RangeQuery): DateRange & { now: Date; today: IsoDate } {
    const now = clock();
    const first = query.from ?? parkDate(now);
    return { now, today: parkDate(now), first, last: addDays(first, query.nights - 1) };
  }

  return {
    ...readings,
    range,

    /**
     * The front desk's view of `nights` days from `from` (default: today in the park): arrivals and
     * admission capacity per arrival time, every unit's state each night, and each activity slot's
     * places. The readings are the sale's own (same queries, same domain rules), so what the desk sees
     * free is what a visitor can buy; the dashboard composes the same readings.
     */
    async overview(query: RangeQuery): Promise<TodayOverview> {
      const { now, today: day, ...dates } = range(query);
      return {
        today: day,
        ...dates,
        days: await readings.days(dates, now),
        units: await readings.units(dates, now),
        activities: await readings.activities(dates, now),
      };
    },
  };
}
