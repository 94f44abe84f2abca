import type { ArrivalTime } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import type { CapacityLimits, CapacityVisit } from "@park/domain/quote/capacity-dates.ts";
import { and, asc, between, eq, gt, gte, lte, ne, not, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { admissionCapacities, admissionCapacityOverrides } from "../../../db/schema/admission-capacities.ts";
import { isSold, quotes } from "../../../db/schema/quotes.ts";
import { unitNights } from "../../../db/schema/unit-nights.ts";

type DateRange = { first: IsoDate; last: IsoDate };
/**
 * A value, a placeholder that a prepared statement fills in at each run, or a column of the statement the
 * query is part of (the quote update reads it once per call of a batch).
 */
type Bound<T> = T | Placeholder | SQL;
type BoundRange = { first: Bound<IsoDate>; last: Bound<IsoDate> };
export type CountedVisit = CapacityVisit & { persons: number };

export type CapacitiesRepository = ReturnType<typeof createCapacitiesRepository>;

/**
 * The visits that take admission capacity on some date of the range: quotes that are paid, being
 * paid, or holding lodging that has not expired (DESIGN.md §3: computed from what is sold and held,
 * never kept in a counter). A visit touches the range when it arrives by its end and leaves on or
 * after its start; capacityDates tells which of its dates count. A query, not its rows, so the quote
 * update can read it in the same statement as its write.
 *
 * Two branches, so that neither reads the quotes nobody pays for, which are most of them and grow
 * every day: the sold ones through their partial index by departure (past visits left behind), the
 * open ones holding lodging by key from the unexpired holds.
 */
export function countedVisitsQuery(
  db: Database,
  range: BoundRange,
  now: Bound<Date>,
  exceptQuoteId?: Bound<string>,
) {
  const fields = {
    arrivalDate: quotes.arrivalDate,
    departureDate: quotes.departureDate,
    arrivalTime: quotes.arrivalTime,
    persons: quotes.numberOfPersons,
    status: quotes.status,
  };
  const notThisQuote = exceptQuoteId ? ne(quotes.id, exceptQuoteId) : undefined;
  const holdingLodging = db
    .select({ quoteId: unitNights.quoteId })
    .from(unitNights)
    .where(and(eq(unitNights.state, "HELD"), gt(unitNights.expiresAt, now)));
  return db
    .select(fields)
    .from(quotes)
    .where(
      and(
        isSold(quotes.status),
        lte(quotes.arrivalDate, range.last),
        gte(quotes.departureDate, range.first),
        notThisQuote,
      ),
    )
    .unionAll(
      db
        .select(fields)
        .from(quotes)
        .where(
          and(
            sql`${quotes.id} = any(array(${holdingLodging}))`,
            not(isSold(quotes.status)),
            // The same touch as above, as ranges: no date index can serve it, so that no plan reads
            // quotes by date here (a database without statistics read them all) rather than by key.
            sql`daterange(${quotes.arrivalDate}, ${quotes.departureDate}, '[]') && daterange(${range.first}, ${range.last}, '[]')`,
            notThisQuote,
          ),
        ),
    );
}

/** Each arrival time's everyday limit (its setting row). */
export function capacitySettingsQuery(db: Database) {
  return db
    .select({ arrivalTime: admissionCapacities.arrivalTime, persons: admissionCapacities.persons })
    .from(admissionCapacities);
}

/** The limits staff set for dates of the range. */
export function capacityOverridesQuery(db: Database, range: BoundRange) {
  return db
    .select({
      date: admissionCapacityOverrides.date,
      arrivalTime: admissionCapacityOverrides.arrivalTime,
      persons: admissionCapacityOverrides.persons,
    })
    .from(admissionCapacityOverrides)
    .where(between(admissionCapacityOverrides.date, range.first, range.last));
}

export type CapacitySettingRow = { arrivalTime: ArrivalTime; persons: number };
export type CapacityOverrideRow = { date: IsoDate; arrivalTime: ArrivalTime; persons: number };

function limitsOf(
  time: ArrivalTime,
  settings: readonly CapacitySettingRow[],
  overrides: readonly CapacityOverrideRow[],
) {
  return {
    everyday: settings.find((s) => s.arrivalTime === time)?.persons ?? null,
    onDate: new Map(overrides.filter((o) => o.arrivalTime === time).map((o) => [o.date, o.persons])),
  };
}

/** The limits of the settings and their dated exceptions; an arrival time without a setting row has none. */
export function capacityLimits(
  settings: readonly CapacitySettingRow[],
  overrides: readonly CapacityOverrideRow[],
): CapacityLimits {
  return { DAY: limitsOf("DAY", settings, overrides), NIGHT: limitsOf("NIGHT", settings, overrides) };
}

export function createCapacitiesRepository(db: Database) {
  return {
    countedVisits(range: DateRange, now: Date, exceptQuoteId?: string): Promise<CountedVisit[]> {
      return countedVisitsQuery(db, range, now, exceptQuoteId).execute();
    },

    /**
     * Every setting and every dated exception, for the catalog copy (catalog-snapshot.ts): the quotes'
     * answers read the limits there, like their prices; a sale reads them here again, under lockLimits.
     */
    async allLimitRows(): Promise<{ settings: CapacitySettingRow[]; overrides: CapacityOverrideRow[] }> {
      const [settings, overrides] = await Promise.all([
        capacitySettingsQuery(db),
        db
          .select({
            date: admissionCapacityOverrides.date,
            arrivalTime: admissionCapacityOverrides.arrivalTime,
            persons: admissionCapacityOverrides.persons,
          })
          .from(admissionCapacityOverrides)
          .orderBy(asc(admissionCapacityOverrides.date), asc(admissionCapacityOverrides.arrivalTime)),
      ]);
      return { settings, overrides };
    },

    /** Each arrival time's everyday limit (null when its setting row is missing) and its dated exceptions. */
    async limits(range: DateRange): Promise<CapacityLimits> {
      // One after the other: `db` may be a transaction, whose one connection runs a query at a time.
      const settings = await capacitySettingsQuery(db);
      const overrides = await capacityOverridesQuery(db, range);
      return capacityLimits(settings, overrides);
    },

    /**
     * Locks the capacity settings until the transaction ends, always DAY before NIGHT: sales wait for
     * each other here, so two of them never both count the last places as free (and never deadlock).
     */
    async lockLimits(): Promise<void> {
      await db
        .select({ arrivalTime: admissionCapacities.arrivalTime })
        .from(admissionCapacities)
        .orderBy(asc(admissionCapacities.arrivalTime))
        .for("update");
    },
  };
}
