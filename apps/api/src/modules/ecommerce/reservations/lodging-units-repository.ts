import { LODGING_KINDS, type LodgingKind } from "@park/domain/constants.ts";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { lodgingUnits } from "../../../db/schema/lodging-units.ts";

export type LodgingUnitRecord = { id: number; name: string; kind: LodgingKind };

/** The lodging units as the quote and hold code reads them (from the catalog snapshot: units change only by seed). */
export type LodgingUnits = { all(kind?: LodgingKind): Promise<readonly LodgingUnitRecord[]> };

export function createLodgingUnitsRepository(db: Database) {
  return {
    /** The lodging units (of one kind, or all) in the park's order: cabins, tipis, lake villages, superior cabins. */
    async all(kind?: LodgingKind): Promise<LodgingUnitRecord[]> {
      const rows = await db
        .select({
          id: lodgingUnits.id,
          name: lodgingUnits.name,
          kind: lodgingUnits.kind,
          position: lodgingUnits.position,
        })
        .from(lodgingUnits)
        .where(kind ? eq(lodgingUnits.kind, kind) : undefined);
      return rows
        .sort(
          (a, b) => LODGING_KINDS.indexOf(a.kind) - LODGING_KINDS.indexOf(b.kind) || a.position - b.position,
        )
        .map(({ id, name, kind: unitKind }) => ({ id, name, kind: unitKind }));
    },
  };
}
