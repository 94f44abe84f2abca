import { LODGING_KINDS, type LodgingKind } from "../constants.ts";
import type { IsoDate } from "../dates.ts";
import type { UnitNightViewState } from "../office-today/day-overview.ts";
import { freeUnits } from "../quote/lodging-stock.ts";

/** One kind's units on one night, as the sale counts them. */
export type KindNight = {
  kind: LodgingKind;
  units: number;
  sold: number;
  /** Held on the map or by count (decision 0045), not yet sold. */
  held: number;
  blocked: number;
  /** What a visitor can still buy: the sale's freeUnits for this night. */
  free: number;
};

export type LodgingNight = { night: IsoDate; kinds: KindNight[]; total: Omit<KindNight, "kind"> };

/** A unit of the grid the overview reads (unitNightGrid's answer): its kind and each night's state. */
export type GridUnit = {
  kind: LodgingKind;
  nights: readonly { night: IsoDate; state: UnitNightViewState }[];
};

/**
 * What every kind has taken on a night in the sale's own reading (takenPerNight: each quote its larger
 * of named unit-nights and held count, plus blocks); a night absent from a kind's map has nothing taken.
 */
export type TakenPerKind = ReadonlyMap<LodgingKind, ReadonlyMap<IsoDate, number>>;

/**
 * The lodging of each night summed per kind: sold and blocked units from the grid, and what the sale takes
 * from the stock. What is taken and neither sold nor blocked is held, so a cart holding three lake villages by
 * count shows three held even before it names them; free is the stock the sale would still sell.
 */
export function lodgingPerKind(
  units: readonly GridUnit[],
  taken: TakenPerKind,
  nights: readonly IsoDate[],
): LodgingNight[] {
  return nights.map((night) => {
    const kinds = LODGING_KINDS.map((kind): KindNight => {
      const ofKind = units.filter((unit) => unit.kind === kind);
      const count = (state: UnitNightViewState) =>
        ofKind.filter((unit) => unit.nights.some((cell) => cell.night === night && cell.state === state))
          .length;
      const sold = count("SOLD");
      const blocked = count("BLOCKED");
      const takenUnits = Math.max(taken.get(kind)?.get(night) ?? 0, sold + blocked);
      return {
        kind,
        units: ofKind.length,
        sold,
        held: takenUnits - sold - blocked,
        blocked,
        free: freeUnits(ofKind.length, [{ units: takenUnits }]),
      };
    });
    const sum = (field: Exclude<keyof KindNight, "kind">) => kinds.reduce((all, k) => all + k[field], 0);
    return {
      night,
      kinds,
      total: {
        units: sum("units"),
        sold: sum("sold"),
        held: sum("held"),
        blocked: sum("blocked"),
        free: sum("free"),
      },
    };
  });
}
