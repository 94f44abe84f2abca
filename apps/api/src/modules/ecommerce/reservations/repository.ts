import type { LodgingKind } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import {
  and,
  asc,
  between,
  count,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  min,
  ne,
  not,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/database.ts";
import { lodgingCountHolds } from "../../../db/schema/lodging-count-holds.ts";
import { lodgingUnits } from "../../../db/schema/lodging-units.ts";
import { unitNights } from "../../../db/schema/unit-nights.ts";

/** A stretch of consecutive nights, each named by the date it starts on; both ends included. */
type NightRange = { first: IsoDate; last: IsoDate };
/**
 * A value, a placeholder that a prepared statement fills in at each run, or a column of the statement the
 * query is part of (the quote update reads it once per call of a batch).
 */
type Bound<T> = T | Placeholder | SQL;

/** quoteId is null for a unit-night the front desk blocked. */
type TakenUnitNight = { unitId: number; night: IsoDate; quoteId: string | null };

/** Sold, blocked, or held and not expired: nobody else may have the unit-night. */
function live(now: Bound<Date>): SQL {
  return or(ne(unitNights.state, "HELD"), gt(unitNights.expiresAt, now))!;
}

/** Not this quote's: a block (no quote) is nobody's, so it is always someone else's. */
function notOf(quoteId: Bound<string>): SQL {
  return or(isNull(unitNights.quoteId), ne(unitNights.quoteId, quoteId))!;
}

/** A hold whose end has come: free, and deleted by whoever meets it. */
function expired(now: Date): SQL {
  return and(eq(unitNights.state, "HELD"), lte(unitNights.expiresAt, now))!;
}

function inRange(nights: { first: Bound<IsoDate>; last: Bound<IsoDate> }): SQL {
  return between(unitNights.night, nights.first, nights.last);
}

type TakenPerNightOptions = {
  kind: Bound<LodgingKind>;
  nights: { first: Bound<IsoDate>; last: Bound<IsoDate> };
  now: Bound<Date>;
  exceptQuoteId?: Bound<string>;
};

/**
 * How many units of a kind each quote other than `exceptQuoteId` holds or bought, per night of the range
 * (quoteId null: the front desk's blocks, together). A quote takes on a night the larger of its named
 * unit-nights and its held count (decision 0045: the units it named are part of its count).
 */
function takenPerQuoteNightQuery(db: Database, options: TakenPerNightOptions) {
  const { kind, nights, now, exceptQuoteId } = options;
  const named = db
    .select({ night: unitNights.night, quoteId: unitNights.quoteId, units: count().as("units") })
    .from(unitNights)
    .innerJoin(lodgingUnits, eq(lodgingUnits.id, unitNights.unitId))
    .where(
      and(
        eq(lodgingUnits.kind, kind),
        inRange(nights),
        live(now),
        exceptQuoteId ? notOf(exceptQuoteId) : undefined,
      ),
    )
    .groupBy(unitNights.night, unitNights.quoteId);
  const counted = db
    .select({
      night: lodgingCountHolds.night,
      quoteId: lodgingCountHolds.quoteId,
      units: sql<number>`${lodgingCountHolds.units}`.mapWith(Number).as("units"),
    })
    .from(lodgingCountHolds)
    .where(
      and(
        eq(lodgingCountHolds.kind, kind),
        between(lodgingCountHolds.night, nights.first, nights.last),
        gt(lodgingCountHolds.expiresAt, now),
        exceptQuoteId ? ne(lodgingCountHolds.quoteId, exceptQuoteId) : undefined,
      ),
    );
  const perQuote = unionAll(named, counted).as("per_quote");
  return db
    .select({
      night: perQuote.night,
      quoteId: perQuote.quoteId,
      units: sql<number>`max(${perQuote.units})::int`.mapWith(Number).as("units"),
    })
    .from(perQuote)
    .groupBy(perQuote.night, perQuote.quoteId);
}

/**
 * How many units of a kind other quotes hold or bought, per night of the range: a query, not its rows, so
 * the quote update can read it in the same statement as its write.
 */
export function takenPerNightQuery(db: Database, options: TakenPerNightOptions) {
  const largest = takenPerQuoteNightQuery(db, options).as("largest");
  return db
    .select({
      night: largest.night,
      units: sql<number>`sum(${largest.units})::int`.mapWith(Number).as("units"),
    })
    .from(largest)
    .groupBy(largest.night)
    .orderBy(asc(largest.night));
}

export type UnitNightsRepository = ReturnType<typeof createUnitNightsRepository>;

export function createUnitNightsRepository(db: Database) {
  return {
    /** Unit-nights of the range that other quotes than `exceptQuoteId` hold or bought, unit by unit. */
    taken(options: {
      nights: NightRange;
      now: Date;
      unitIds?: readonly number[];
      exceptQuoteId?: string;
    }): Promise<TakenUnitNight[]> {
      const { nights, now, unitIds, exceptQuoteId } = options;
      return db
        .select({ unitId: unitNights.unitId, night: unitNights.night, quoteId: unitNights.quoteId })
        .from(unitNights)
        .where(
          and(
            inRange(nights),
            live(now),
            unitIds ? inArray(unitNights.unitId, [...unitIds]) : undefined,
            exceptQuoteId ? notOf(exceptQuoteId) : undefined,
          ),
        )
        .orderBy(asc(unitNights.unitId), asc(unitNights.night));
    },

    /** How many units of a kind other quotes hold or bought, per night of the range (nights with none are absent). */
    takenPerNight(options: TakenPerNightOptions): Promise<{ night: IsoDate; units: number }[]> {
      return takenPerNightQuery(db, options).execute();
    },

    /**
     * How many units of a kind each quote holds or bought per night of the range (quoteId null: the front
     * desk's blocks), so that many quotes' looks can each leave out their own from one read.
     */
    takenPerNightByQuote(options: {
      kind: LodgingKind;
      nights: NightRange;
      now: Date;
    }): Promise<{ night: IsoDate; quoteId: string | null; units: number }[]> {
      return takenPerQuoteNightQuery(db, options).execute();
    },

    /**
     * Holds these unit-nights for the quote until `expiresAt`: first the expired holds of these units on
     * these nights are deleted (a hold past its end is nobody's), then, in one statement, a free unit-night
     * is inserted and the quote's own hold is renewed. A unit-night another quote holds or bought is left
     * alone and is missing from the answer. The primary key on (unit, night) is what makes this safe: a
     * transaction inserting the same unit-night waits for ours to end and then sees our live hold. Rows go
     * in (unit, night) order so two transactions wanting the same units wait for each other instead of
     * deadlocking. Call it inside a transaction, so the deletion and the claim are one change.
     */
    async claimHolds(
      quoteId: string,
      rows: readonly { unitId: number; night: IsoDate }[],
      now: Date,
      expiresAt: Date,
    ): Promise<{ unitId: number; night: IsoDate }[]> {
      if (rows.length === 0) return [];
      const sorted = [...rows].sort((a, b) => a.unitId - b.unitId || a.night.localeCompare(b.night));
      const nights = sorted.map((row) => row.night);
      const range = {
        first: nights.reduce((a, b) => (a < b ? a : b)),
        last: nights.reduce((a, b) => (a > b ? a : b)),
      };
      await db
        .delete(unitNights)
        .where(
          and(
            expired(now),
            inArray(unitNights.unitId, [...new Set(sorted.map((row) => row.unitId))]),
            inRange(range),
          ),
        );
      return db
        .insert(unitNights)
        .values(sorted.map((row) => ({ ...row, quoteId, state: "HELD" as const, expiresAt })))
        .onConflictDoUpdate({
          target: [unitNights.unitId, unitNights.night],
          set: { expiresAt: sql`excluded.expires_at` },
          setWhere: and(eq(unitNights.state, "HELD"), eq(unitNights.quoteId, quoteId)),
        })
        .returning({ unitId: unitNights.unitId, night: unitNights.night });
    },

    /**
     * Moves the end of the quote's live holds to `expiresAt`; expired ones stay expired (another quote may
     * have their units by now, so the visitor chooses again).
     */
    async renewLiveHolds(quoteId: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .update(unitNights)
        .set({ expiresAt })
        .where(
          and(eq(unitNights.quoteId, quoteId), eq(unitNights.state, "HELD"), gt(unitNights.expiresAt, now)),
        );
    },

    /** Deletes every hold that ended at or before `now`; answers how many. */
    async deleteExpiredHolds(now: Date): Promise<number> {
      const deleted = await db
        .delete(unitNights)
        .where(expired(now))
        .returning({ unitId: unitNights.unitId });
      return deleted.length;
    },

    /** Releases this quote's holds except those of `keep` (units on the nights of the range). */
    async releaseHoldsExcept(
      quoteId: string,
      keep: { unitIds: readonly number[]; nights: NightRange | null },
    ): Promise<void> {
      const kept =
        keep.unitIds.length > 0 && keep.nights
          ? and(inArray(unitNights.unitId, [...keep.unitIds]), inRange(keep.nights))
          : undefined;
      await db
        .delete(unitNights)
        .where(
          and(eq(unitNights.quoteId, quoteId), eq(unitNights.state, "HELD"), kept ? not(kept) : undefined),
        );
    },

    /** When this quote's live holds end (the earliest), or null when it holds nothing. */
    async holdExpiry(quoteId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: min(unitNights.expiresAt) })
        .from(unitNights)
        .where(
          and(eq(unitNights.quoteId, quoteId), eq(unitNights.state, "HELD"), gt(unitNights.expiresAt, now)),
        );
      return row?.expiresAt ?? null;
    },
  };
}
