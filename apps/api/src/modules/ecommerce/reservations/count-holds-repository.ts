import type { LodgingKind } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { and, asc, between, eq, gt, lte, min, ne, not, or } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { lodgingCountHolds } from "../../../db/schema/lodging-count-holds.ts";
import { lodgingUnits } from "../../../db/schema/lodging-units.ts";

type NightRange = { first: IsoDate; last: IsoDate };

export type CountHoldsRepository = ReturnType<typeof createCountHoldsRepository>;

/** A quote's lodging count held without named units, night by night (decision 0045). */
export function createCountHoldsRepository(db: Database) {
  const ofQuote = (quoteId: string) => eq(lodgingCountHolds.quoteId, quoteId);
  const live = (now: Date) => gt(lodgingCountHolds.expiresAt, now);

  return {
    /**
     * The stock lock of a kind: every change that takes units of a kind (a count raised, units named on
     * the map, the sale's assignment) takes it after the quote's row lock (and the sale's capacity lock),
     * counts the kind's stock and writes, so two carts never both count on the last unit. `no key update`
     * leaves the unit-nights' foreign key checks free.
     */
    async lockKind(kind: LodgingKind): Promise<void> {
      await db
        .select({ id: lodgingUnits.id })
        .from(lodgingUnits)
        .where(eq(lodgingUnits.kind, kind))
        .orderBy(asc(lodgingUnits.id))
        .for("no key update");
    },

    /**
     * Holds `units` of the kind on every night of the range for the quote until `expiresAt`, and lets go
     * of its holds of other nights or another kind. Call it in a transaction, under lockKind.
     */
    async hold(
      quoteId: string,
      lodging: { kind: LodgingKind; nights: readonly IsoDate[]; units: number },
      expiresAt: Date,
    ): Promise<void> {
      const { kind, nights, units } = lodging;
      const range = { first: nights[0]!, last: nights.at(-1)! };
      await db
        .delete(lodgingCountHolds)
        .where(
          and(
            ofQuote(quoteId),
            or(
              ne(lodgingCountHolds.kind, kind),
              not(between(lodgingCountHolds.night, range.first, range.last)),
            ),
          ),
        );
      await db
        .insert(lodgingCountHolds)
        .values(nights.map((night) => ({ quoteId, night, kind, units, expiresAt })))
        .onConflictDoUpdate({
          target: [lodgingCountHolds.quoteId, lodgingCountHolds.night],
          set: { kind, units, expiresAt },
        });
    },

    /** Lets go of every count the quote holds. */
    async release(quoteId: string): Promise<void> {
      await db.delete(lodgingCountHolds).where(ofQuote(quoteId));
    },

    /** Moves the end of the quote's live count holds to `expiresAt`, as its map holds (renewLiveHolds). */
    async renewLive(quoteId: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .update(lodgingCountHolds)
        .set({ expiresAt })
        .where(and(ofQuote(quoteId), live(now)));
    },

    /** When the quote's live count holds on these nights end (the earliest), or null when none is live. */
    async holdExpiry(quoteId: string, nights: NightRange, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: min(lodgingCountHolds.expiresAt) })
        .from(lodgingCountHolds)
        .where(and(ofQuote(quoteId), live(now), between(lodgingCountHolds.night, nights.first, nights.last)));
      return row?.expiresAt ?? null;
    },

    /** Deletes every count hold that ended at or before `now`; answers how many. */
    async deleteExpired(now: Date): Promise<number> {
      const deleted = await db
        .delete(lodgingCountHolds)
        .where(lte(lodgingCountHolds.expiresAt, now))
        .returning({ quoteId: lodgingCountHolds.quoteId });
      return deleted.length;
    },
  };
}
