import type { IsoDate } from "@park/domain/dates.ts";
import { and, asc, between, eq, gt, lte, ne, or } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { lodgingUnits } from "../../../db/schema/lodging-units.ts";
import { unitNights } from "../../../db/schema/unit-nights.ts";

type NightRange = { first: IsoDate; last: IsoDate };

export type UnitBlocksRepository = ReturnType<typeof createUnitBlocksRepository>;

/** Blocks are unit_nights rows (state BLOCKED): the primary key a hold and a sale insert under guards them too. */
export function createUnitBlocksRepository(db: Database) {
  const ofUnitIn = (unitId: number, nights: NightRange) =>
    and(eq(unitNights.unitId, unitId), between(unitNights.night, nights.first, nights.last));

  return {
    async unit(unitId: number): Promise<{ id: number; name: string } | undefined> {
      const [row] = await db
        .select({ id: lodgingUnits.id, name: lodgingUnits.name })
        .from(lodgingUnits)
        .where(eq(lodgingUnits.id, unitId));
      return row;
    },

    /**
     * Blocks the unit on each night that nobody holds, bought or blocked, and answers the nights it
     * blocked. Expired holds of these nights are deleted first (they are nobody's, as claimHolds reads
     * them). A hold being inserted for the same unit-night at this moment waits on our row's key and
     * then finds it BLOCKED, or we wait on its and insert nothing: one of the two wins. Call it inside a
     * transaction, so a refused block leaves nothing behind.
     */
    async blockFree(
      unitId: number,
      nights: readonly IsoDate[],
      reason: string,
      now: Date,
    ): Promise<IsoDate[]> {
      const range = { first: nights[0]!, last: nights.at(-1)! };
      await db
        .delete(unitNights)
        .where(and(ofUnitIn(unitId, range), eq(unitNights.state, "HELD"), lte(unitNights.expiresAt, now)));
      const inserted = await db
        .insert(unitNights)
        .values(nights.map((night) => ({ unitId, night, state: "BLOCKED" as const, blockReason: reason })))
        .onConflictDoNothing({ target: [unitNights.unitId, unitNights.night] })
        .returning({ night: unitNights.night });
      return inserted.map((row) => row.night).sort();
    },

    /** Nights of the range somebody holds (live), bought or blocked, with their state. */
    taken(unitId: number, nights: NightRange, now: Date): Promise<{ night: IsoDate; state: string }[]> {
      return db
        .select({ night: unitNights.night, state: unitNights.state })
        .from(unitNights)
        .where(and(ofUnitIn(unitId, nights), or(ne(unitNights.state, "HELD"), gt(unitNights.expiresAt, now))))
        .orderBy(asc(unitNights.night));
    },

    /** Deletes the unit's blocks in the range (never a hold or a sale); answers the nights and reasons freed. */
    async unblock(unitId: number, nights: NightRange): Promise<{ night: IsoDate; reason: string | null }[]> {
      const deleted = await db
        .delete(unitNights)
        .where(and(ofUnitIn(unitId, nights), eq(unitNights.state, "BLOCKED")))
        .returning({ night: unitNights.night, reason: unitNights.blockReason });
      return deleted.sort((a, b) => a.night.localeCompare(b.night));
    },
  };
}
