import type { ProductCounts } from "@park/domain/pricing/product-counts.ts";
import type { CapacityLimits } from "@park/domain/quote/capacity-dates.ts";
import { eq, getTableColumns, notExists, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "../db/database.ts";
import { quoteActivities } from "../db/schema/activity-bookings.ts";
import { lodgingCountHolds } from "../db/schema/lodging-count-holds.ts";
import { quotePromotions } from "../db/schema/quote-promotions.ts";
import { quotes, quoteUnits } from "../db/schema/quotes.ts";
import { type CountedVisit, countedVisitsQuery } from "../modules/ecommerce/capacities/repository.ts";
import {
  capacityToCheck,
  lodgingToCount,
  type QuoteAnswerReads,
} from "../modules/ecommerce/quotes/answer-reads.ts";
import { quoteVisit } from "../modules/ecommerce/quotes/mapper.ts";
import type {
  ActivityCountField,
  QuoteFields,
  QuoteRecord,
} from "../modules/ecommerce/quotes/quote-record.ts";
import { takenPerNightQuery } from "../modules/ecommerce/reservations/repository.ts";
import { coalescedWrite } from "./coalesced-write.ts";
import { type DriverStatement, driverRunner, driverStatement } from "./driver-statement.ts";

type UpdatedFields = Omit<QuoteFields, "language" | ActivityCountField> &
  Partial<Pick<QuoteFields, "language">>;

/** What the single-statement update found and did. */
export type QuoteUpdateTogether = {
  /** The quote as the statement began (owner and status), or undefined when there is no such quote. */
  before: Pick<QuoteRecord, "visitorId" | "status"> | undefined;
  /**
   * The quote as written, or null when the statement left it alone: it is not the visitor's, not OPEN,
   * has chosen units (whose holds may have to change with it), activity bookings or a promotion (which
   * new dates drop), another write changed it meanwhile, or a transaction holds its row.
   */
  updated: QuoteRecord | null;
  /** What the answer reads besides the quote, as of the same moment (see answer-reads.ts). */
  reads: QuoteAnswerReads;
  /** When the quote's lodging count hold ends, when it was written (null: it holds none). */
  countHoldEnd: Date | null;
};

/**
 * The columns the update writes from the call's value of the same name (the language only when sent). Not
 * the activity counts: only the quote's bookings write them (PUT /visit-activities).
 */
const WRITTEN = [
  "stayType",
  "arrivalDate",
  "departureDate",
  "arrivalTime",
  "numberOfPersons",
  "cabins",
  "tipis",
  "lakeVillages",
  "superiorCabins",
  "offer3x2",
] as const satisfies readonly (keyof UpdatedFields)[];

/**
 * One call of a batch: a row of the statement's `calls` table. `kind`, `wanted` and `nights…` are null
 * when the quote counts no lodging, `range…` when it counts no admission capacity (answer-reads.ts).
 */
type Call = { [K in (typeof WRITTEN)[number]]: UpdatedFields[K] } & {
  id: string;
  visitorId: string;
  language: QuoteRecord["language"] | null;
  now: string;
  kind: string | null;
  wanted: number | null;
  nightsFirst: string | null;
  nightsLast: string | null;
  rangeFirst: string | null;
  rangeLast: string | null;
};

/** Each value of a call, in the `calls` table's column order, with the type of its array parameter. */
const CALL_COLUMNS: { [K in keyof Call]-?: string } = {
  id: "uuid",
  visitorId: "text",
  stayType: "text",
  arrivalDate: "date",
  departureDate: "date",
  arrivalTime: "text",
  numberOfPersons: "integer",
  cabins: "integer",
  tipis: "integer",
  lakeVillages: "integer",
  superiorCabins: "integer",
  offer3x2: "boolean",
  language: "text",
  now: "timestamptz",
  kind: "text",
  wanted: "integer",
  nightsFirst: "date",
  nightsLast: "date",
  rangeFirst: "date",
  rangeLast: "date",
};
const CALL_KEYS = Object.keys(CALL_COLUMNS) as (keyof Call)[];

/** The statement's placeholders: each value of every call, one array per column of `calls`. */
type Columns = { [K in keyof Call]: Call[K][] };

/** The statement's row of one call, in its column order; the record's instants come as JSON text. */
type StatementRow = [
  visitorId: QuoteRecord["visitorId"],
  status: QuoteRecord["status"] | null,
  record: (Omit<QuoteRecord, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string }) | null,
  perNight: QuoteAnswerReads["takenPerNight"],
  counted: CountedVisit[],
  countHoldEnd: string | null,
];

/** A column of a call: `calls."name"`. */
const call = (key: keyof Call): SQL => sql`calls.${sql.identifier(key)}`;

/** A subquery's rows as one JSON array, each row an object with these keys, [] when it has none. */
function jsonRows(query: SQLWrapper, alias: string, columns: Record<string, string>): SQL {
  const pairs = sql.join(
    Object.entries(columns).map(
      ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${sql.identifier(alias)}.${sql.identifier(column)}`,
    ),
    sql`, `,
  );
  return sql`(select coalesce(json_agg(json_build_object(${pairs})), '[]'::json) from (${query}) ${sql.identifier(alias)})`;
}

/**
 * The statement, for any number of calls, each a row of `calls` (unnest of one array per column): `before`
 * reads each quote's owner, status and version; `locked` takes the rows of the quotes no transaction holds;
 * `updated` writes each call's quote when it is the caller's, OPEN, unchanged since `before`, locked here
 * and has no chosen units, bookings or promotion (new dates drop those in one transaction: service.ts
 * update); the select answers one row per call, in order, with the reads of its answer (answer-reads.ts).
 * No two calls are of one quote (coalesced-write.ts keeps them apart): `update ... from` would write a
 * quote with one of its rows of `calls`, not a chosen one.
 */
function batchStatement(db: Database): DriverStatement<Columns> {
  const columns = getTableColumns(quotes);
  const unnest = sql.join(
    CALL_KEYS.map((key) => sql`${sql.placeholder(key)}::${sql.raw(CALL_COLUMNS[key])}[]`),
    sql`, `,
  );
  const callNames = sql.join([...CALL_KEYS.map((key) => sql.identifier(key)), sql`ordinal`], sql`, `);
  const set = sql.join(
    [
      ...WRITTEN.map((key) => sql`${sql.identifier(columns[key].name)} = ${call(key)}`),
      sql`${sql.identifier(columns.language.name)} = coalesce(${call("language")}, ${quotes.language})`,
      sql`${sql.identifier(columns.updatedAt.name)} = ${call("now")}`,
    ],
    sql`, `,
  );
  // The written row as one JSON object keyed as QuoteRecord (null when nothing was written): one column to
  // parse instead of one per column of the quote.
  const record = sql.join(
    Object.entries(columns).map(
      ([key, column]) => sql`${sql.raw(`'${key}'`)}, updated.${sql.identifier(column.name)}`,
    ),
    sql`, `,
  );
  const perNight = takenPerNightQuery(db, {
    kind: call("kind"),
    nights: { first: call("nightsFirst"), last: call("nightsLast") },
    now: call("now"),
    exceptQuoteId: call("id"),
  });
  const counted = countedVisitsQuery(
    db,
    { first: call("rangeFirst"), last: call("rangeLast") },
    call("now"),
    call("id"),
  );
  const holdColumns = getTableColumns(lodgingCountHolds);
  // The quote already holds its count on every night of its stay (decision 0045): the change asks for no
  // unit it does not hold, so it is written here, lowering the held count if it fell. Any other change
  // of its lodging is left to the transaction path, which takes the kind's stock lock.
  const heldNights = sql`(select count(*) from ${lodgingCountHolds}
    where ${lodgingCountHolds.quoteId} = ${call("id")}
      and ${lodgingCountHolds.kind} = ${call("kind")}
      and ${lodgingCountHolds.night} between ${call("nightsFirst")} and ${call("nightsLast")}
      and ${lodgingCountHolds.units} >= ${call("wanted")}
      and ${lodgingCountHolds.expiresAt} > ${call("now")})`;
  const covered = sql`${heldNights} = ${call("nightsLast")} - ${call("nightsFirst")} + 1`;
  // The statement leaves the holds' ends alone, so the end its answer shows is the one read here.
  const countHoldEnd = sql`select min(${lodgingCountHolds.expiresAt}) from ${lodgingCountHolds}
    where ${lodgingCountHolds.quoteId} = ${call("id")}
      and ${lodgingCountHolds.night} between ${call("nightsFirst")} and ${call("nightsLast")}
      and ${lodgingCountHolds.expiresAt} > ${call("now")}`;
  const query = sql`
    with calls as (
      select * from unnest(${unnest}) with ordinality as calls(${callNames})
    ),
    before as (
      select calls.ordinal, ${quotes.visitorId} as "visitorId", ${quotes.status} as status, ${quotes}.xmin as version
      from calls join ${quotes} on ${quotes.id} = ${call("id")}
    ),
    locked as (
      select ${quotes.id} from calls join ${quotes} on ${quotes.id} = ${call("id")}
      for no key update of ${quotes} skip locked
    ),
    updated as (
      update ${quotes} set ${set}
      from calls join before on before.ordinal = calls.ordinal
      where ${quotes.id} = ${call("id")}
        and before.status = 'OPEN'
        and before."visitorId" = ${call("visitorId")}
        and ${quotes}.xmin = before.version
        and ${quotes.id} in (select id from locked)
        and (${call("kind")} is null or ${covered})
        and ${notExists(
          db
            .select({ id: quoteUnits.quoteId })
            .from(quoteUnits)
            .where(eq(quoteUnits.quoteId, call("id"))),
        )}
        and ${notExists(
          db
            .select({ id: quoteActivities.quoteId })
            .from(quoteActivities)
            .where(eq(quoteActivities.quoteId, call("id"))),
        )}
        and ${notExists(
          db
            .select({ id: quotePromotions.quoteId })
            .from(quotePromotions)
            .where(eq(quotePromotions.quoteId, call("id"))),
        )}
      returning calls.ordinal, ${quotes}.*
    ),
    released as (
      delete from ${lodgingCountHolds}
      using updated join calls on calls.ordinal = updated.ordinal
      where ${lodgingCountHolds.quoteId} = updated.id
        and (${call("kind")} is null or ${lodgingCountHolds.kind} <> ${call("kind")}
          or ${lodgingCountHolds.night} not between ${call("nightsFirst")} and ${call("nightsLast")})
    ),
    lowered as (
      update ${lodgingCountHolds} set ${sql.identifier(holdColumns.units.name)} = ${call("wanted")}
      from updated join calls on calls.ordinal = updated.ordinal
      where ${lodgingCountHolds.quoteId} = updated.id
        and ${lodgingCountHolds.kind} = ${call("kind")}
        and ${lodgingCountHolds.night} between ${call("nightsFirst")} and ${call("nightsLast")}
        and ${lodgingCountHolds.units} <> ${call("wanted")}
    )
    select before."visitorId", before.status,
      case when updated.ordinal is null then null else json_build_object(${record}) end,
      case when ${call("kind")} is null then '[]'::json
        else ${jsonRows(perNight, "per_night", { night: "night", units: "units" })} end,
      case when ${call("rangeFirst")} is null then '[]'::json
        else ${jsonRows(counted, "counted", {
          arrivalDate: columns.arrivalDate.name,
          departureDate: columns.departureDate.name,
          arrivalTime: columns.arrivalTime.name,
          persons: columns.numberOfPersons.name,
        })} end,
      case when updated.ordinal is null or ${call("kind")} is null then null
        else (${countHoldEnd}) end
    from calls
    left join before on before.ordinal = calls.ordinal
    left join updated on updated.ordinal = calls.ordinal
    order by calls.ordinal`;
  return driverStatement<Columns>("quote_update", new PgDialect().sqlToQuery(query));
}

export type QuoteUpdatesTogether = ReturnType<typeof createQuoteUpdatesTogether>;

/**
 * PUT /quotes/{id} in one round trip, for the usual quote (no lodging units chosen on the map): in one
 * statement, the quote is changed when it is the visitor's, OPEN and has no chosen units, and the rows its
 * answer needs are read (answer-reads.ts). One statement is atomic on its own, so there is no transaction.
 * The updates that arrive while one is on its way go together in the next statement (coalesced-write.ts):
 * each call's quote is checked, written and read for as if alone.
 *
 * The reads see the database as the statement began. A quote whose row a transaction holds is left alone
 * (`skip locked`), so no batch waits for another visitor's sale; otherwise the write looks at the row's
 * newest version, and every change of a quote's units or status writes that row, so `xmin` (the id of the
 * transaction that wrote the version) still being the one read at the start means nothing changed the quote
 * since. A quote left alone is for the caller's transaction path, which reads everything again under the
 * row's lock.
 */
export function createQuoteUpdatesTogether(db: Database) {
  // Made on first use: an app that never updates a quote never prepares the statement.
  let update: ((call: Call) => Promise<StatementRow>) | undefined;

  function startUpdates() {
    const statement = batchStatement(db);
    const run = driverRunner(db);
    return coalescedWrite<Call, StatementRow>(
      async (calls) => {
        const values = Object.fromEntries(CALL_KEYS.map((key) => [key, calls.map((c) => c[key])])) as Columns;
        return (await run(statement, values)) as StatementRow[];
      },
      (c) => c.id,
    );
  }

  return async function updateQuoteAlone(args: {
    id: string;
    visitorId: string;
    fields: UpdatedFields;
    products: ProductCounts;
    now: Date;
    /** The admission limits the answer counts against (the catalog copy's, as its prices). */
    capacityLimits: CapacityLimits;
  }): Promise<QuoteUpdateTogether> {
    const { id, visitorId, fields, products, now, capacityLimits } = args;
    const visit = quoteVisit(fields);
    const lodging = lodgingToCount(visit, products);
    const range = capacityToCheck(visit);
    update ??= startUpdates();
    const [rowVisitorId, status, record, perNight, counted, countHoldEnd] = await update({
      stayType: fields.stayType,
      arrivalDate: fields.arrivalDate,
      departureDate: fields.departureDate,
      arrivalTime: fields.arrivalTime,
      numberOfPersons: fields.numberOfPersons,
      cabins: fields.cabins,
      tipis: fields.tipis,
      lakeVillages: fields.lakeVillages,
      superiorCabins: fields.superiorCabins,
      offer3x2: fields.offer3x2,
      id,
      visitorId,
      language: fields.language ?? null,
      // The statement's parameters are text; an instant goes as the text PostgreSQL reads.
      now: now.toISOString(),
      kind: lodging?.kind ?? null,
      wanted: lodging?.wanted ?? null,
      nightsFirst: lodging?.nights.first ?? null,
      nightsLast: lodging?.nights.last ?? null,
      rangeFirst: range?.first ?? null,
      rangeLast: range?.last ?? null,
    });
    if (status === null)
      return {
        before: undefined,
        updated: null,
        reads: { takenPerNight: [], capacity: null },
        countHoldEnd: null,
      };
    return {
      before: { visitorId: rowVisitorId, status },
      updated: record && {
        ...record,
        createdAt: new Date(record.createdAt),
        updatedAt: new Date(record.updatedAt),
      },
      reads: {
        takenPerNight: perNight,
        capacity: range ? { visits: counted, limits: capacityLimits } : null,
      },
      countHoldEnd: countHoldEnd === null ? null : new Date(countHoldEnd),
    };
  };
}
