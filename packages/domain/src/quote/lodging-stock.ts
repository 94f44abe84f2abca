import type { LodgingKind } from "../constants.ts";
import type { IsoDate } from "../dates.ts";

/** The lodging a quote counts on: `units` of a kind on every night from `first` to `last`. */
export type CountedLodging = { kind: LodgingKind; nights: { first: IsoDate; last: IsoDate }; units: number };

/**
 * Units of a kind free on every night of a stay (decision 0045, the way pretix counts carts against a
 * quota): the kind's units less, on its busiest night, what others took (sold, blocked, held on the map
 * or held by count). Never below 0.
 */
export function freeUnits(inventory: number, takenPerNight: readonly { units: number }[]): number {
  return Math.max(0, inventory - Math.max(0, ...takenPerNight.map((night) => night.units)));
}

/**
 * Whether a change of a quote asks for lodging it did not count on before: another kind, more units, or
 * a night outside its former stay. Such a change is refused when the stock cannot hold it, and the quote
 * keeps what it had; a change asking for no more (fewer units, fewer nights, other persons) never is.
 */
export function asksForMoreLodging(before: CountedLodging | null, after: CountedLodging | null): boolean {
  if (after === null) return false;
  if (before === null || before.kind !== after.kind || after.units > before.units) return true;
  return after.nights.first < before.nights.first || after.nights.last > before.nights.last;
}
