import type { ArrivalTime } from "../constants.ts";
import { eachDate, type IsoDate } from "../dates.ts";
import { admittedPersons, type CapacityLimits, type CapacityVisit } from "../quote/capacity-dates.ts";

/** A visit as the front desk's overview counts it: paid (sold) or only held / being paid. */
export type OverviewVisit = CapacityVisit & { persons: number; paid: boolean };

/** One arrival time on one date: who arrives, and the admission capacity it takes against its limit. */
export type ArrivalTimeLoad = {
  /** Visits (and their persons) arriving on this date at this arrival time, paid and held together. */
  arrivingVisits: number;
  arrivingPersons: number;
  /** Persons the capacity counts on this date (0005-capacity-dates.md), split by paid and held. */
  paidPersons: number;
  heldPersons: number;
  /** null when the arrival time has no limit. */
  limit: number | null;
  /** Places left for new visitors (never below 0); null without a limit. */
  left: number | null;
};

export type DayLoad = { date: IsoDate } & Record<ArrivalTime, ArrivalTimeLoad>;

const ARRIVAL_TIMES_IN_ORDER = ["DAY", "NIGHT"] as const;

/**
 * Arrivals and admission capacity of each date from `first` to `last`, per arrival time, from the visits
 * the sale counts (paid, being paid, or holding lodging) and the limits the sale checks against: the
 * front desk sees the same numbers the sale refuses with.
 */
export function dayLoads(
  visits: readonly OverviewVisit[],
  limits: CapacityLimits,
  first: IsoDate,
  last: IsoDate,
): DayLoad[] {
  const paid = admittedPersons(visits.filter((v) => v.paid));
  const held = admittedPersons(visits.filter((v) => !v.paid));
  return eachDate(first, last).map((date) => {
    const load = (time: ArrivalTime): ArrivalTimeLoad => {
      const arriving = visits.filter((v) => v.arrivalDate === date && v.arrivalTime === time);
      const paidPersons = paid[time].get(date) ?? 0;
      const heldPersons = held[time].get(date) ?? 0;
      const limit = limits[time].onDate.get(date) ?? limits[time].everyday;
      return {
        arrivingVisits: arriving.length,
        arrivingPersons: arriving.reduce((sum, v) => sum + v.persons, 0),
        paidPersons,
        heldPersons,
        limit,
        left: limit === null ? null : Math.max(0, limit - paidPersons - heldPersons),
      };
    };
    const [day, night] = ARRIVAL_TIMES_IN_ORDER.map(load) as [ArrivalTimeLoad, ArrivalTimeLoad];
    return { date, DAY: day, NIGHT: night };
  });
}

export const UNIT_NIGHT_VIEW_STATES = ["SOLD", "HELD", "BLOCKED", "FREE"] as const;
export type UnitNightViewState = (typeof UNIT_NIGHT_VIEW_STATES)[number];

/** A row of unit_nights as the grid reads it. */
export type UnitNightRow = {
  unitId: number;
  night: IsoDate;
  state: "HELD" | "SOLD" | "BLOCKED";
  expiresAt: Date | null;
  /** The visit code of the quote that holds or bought it. */
  code: string | null;
  blockReason: string | null;
};

export type UnitNightCell = {
  night: IsoDate;
  state: UnitNightViewState;
  code: string | null;
  blockReason: string | null;
};

/**
 * Each unit's nights from `first` to `last` in the unit's order: a hold past its end is FREE (the sale
 * would take it), as the sale's own reading says.
 */
export function unitNightGrid<U extends { id: number }>(
  units: readonly U[],
  rows: readonly UnitNightRow[],
  first: IsoDate,
  last: IsoDate,
  now: Date,
): { unit: U; nights: UnitNightCell[] }[] {
  const byKey = new Map(rows.map((row) => [`${row.unitId}/${row.night}`, row]));
  const nights = eachDate(first, last);
  return units.map((unit) => ({
    unit,
    nights: nights.map((night): UnitNightCell => {
      const row = byKey.get(`${unit.id}/${night}`);
      const live = row && (row.state !== "HELD" || (row.expiresAt !== null && row.expiresAt > now));
      if (!row || !live) return { night, state: "FREE", code: null, blockReason: null };
      return { night, state: row.state, code: row.code, blockReason: row.blockReason };
    }),
  }));
}

/** The longest range the overview shows and a block may take at once. */
export const OVERVIEW_MAX_NIGHTS = 14;
export const BLOCK_MAX_NIGHTS = 366;

/**
 * Why a block of nights `first`..`last` cannot be made today (field message keys; the API's catalogue holds their texts):
 * the range must not be reversed, start before today, nor exceed BLOCK_MAX_NIGHTS nights.
 */
export function blockRangeIssues(first: IsoDate, last: IsoDate, today: IsoDate): string[] {
  const issues: string[] = [];
  if (last < first) issues.push("reversed_range");
  else if (eachDate(first, last).length > BLOCK_MAX_NIGHTS) issues.push("block_too_long");
  if (first < today) issues.push("block_in_the_past");
  return issues;
}
