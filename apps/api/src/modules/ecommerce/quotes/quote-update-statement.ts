import type { ProductCounts } from "@park/domain/pricing/product-counts.ts";
import type { CapacityLimits } from "@park/domain/quote/capacity-dates.ts";
import { and, eq, getTableColumns, notExists, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { type DriverStatement, driverRunner, driverStatement } from "../../../db/driver-statement.ts";
import { quoteActivities } from "../../../db/schema/activity-bookings.ts";
import { quotePromotions } from "../../../db/schema/quote-promotions.ts";
import { quotes, quoteUnits } from "../../../db/schema/quotes.ts";
import { type CountedVisit, countedVisitsQuery } from "../capacities/repository.ts";
import { takenPerNightQuery } from "../reservations/repository.ts";
import { capacityToCheck, lodgingToCount, type QuoteAnswerReads } from "./answer-reads.ts";
import { quoteVisit } from "./mapper.ts";
import type { ActivityCountField, QuoteFields, QuoteRecord } from "./repository.ts";

type UpdatedFields = Omit<QuoteFields, "language" | ActivityCountField> &
  Partial<Pick<QuoteFields, "language">>;

/** What the single-statement update found and did. */
export type QuoteUpdateAlone = {
  /** The quote as the statement began (owner and status), or undefined when there is no such quote. */
  before: Pick<QuoteRecord, "visitorId" | "status"> | undefined;
  /**
   * The quote as written, or null when the statement left it alone: it is not the visitor's, not OPEN,
   * has chosen units (whose holds may have to change with it), activity bookings or a promotion (which
   * new dates drop), or another write changed it meanwhile.
   */
  updated: QuoteRecord | null;
  /** What the answer reads besides the quote, as of the same moment (see answer-reads.ts). */
  reads: QuoteAnswerReads;
};

/** A list of CTE rows as one JSON array, each row an object with these keys: one column of the answer. */
function jsonRows<T>(from: SQL | { _: { alias: string } }, fields: Record<string, SQL | unknown>): SQL<T[]> {
  const pairs = sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  );
  return sql<T[]>`(select coalesce(json_agg(json_build_object(${pairs})), '[]'::json) from ${from})`;
}

/**
 * The columns the update writes, each from the placeholder of the same name; the language only when sent.
 * Not the activity counts: only the quote's bookings write them (PUT /visit-activities).
 */
function writtenColumns() {
  const columns = getTableColumns(quotes);
  const keys = [
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
  return {
    keys,
    set: {
      ...Object.fromEntries(keys.map((key) => [key, sql`${sql.placeholder(key)}`])),
      language: sql`coalesce(${sql.placeholder("language")}, ${columns.language})`,
      updatedAt: sql`${sql.placeholder("now")}`,
    },
  };
}

const WRITTEN = writtenColumns();

/** The statement's placeholders; those of reads a shape leaves out are null. */
type StatementArgs = {
  [K in (typeof WRITTEN.keys)[number]]: UpdatedFields[K];
} & {
  id: string;
  visitorId: string;
  language: QuoteRecord["language"] | null;
  now: string;
  kind: string | null;
  nightsFirst: string | null;
  nightsLast: string | null;
  rangeFirst: string | null;
  rangeLast: string | null;
};

/** The statement's one row, in its column order; the record's instants come as JSON text. */
type StatementRow = [
  visitorId: QuoteRecord["visitorId"],
  status: QuoteRecord["status"],
  record: (Omit<QuoteRecord, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string }) | null,
  perNight: QuoteAnswerReads["takenPerNight"],
  counted: CountedVisit[],
];

/**
 * The statement, prepared once per shape (whether the quote counts lodging, whether it has persons):
 * building it is most of its cost in JavaScript, and PostgreSQL keeps the plan of a named statement.
 */
function prepareStatement(db: Database, shape: { lodging: boolean; capacity: boolean }, name: string) {
  const id = sql.placeholder("id");
  const now = sql.placeholder("now");
  const before = db.$with("before").as(
    db
      .select({ visitorId: quotes.visitorId, status: quotes.status, version: sql`xmin`.as("version") })
      .from(quotes)
      .where(eq(quotes.id, id)),
  );
  const chosen = db
    .$with("chosen")
    .as(db.select({ unitId: quoteUnits.unitId }).from(quoteUnits).where(eq(quoteUnits.quoteId, id)));
  const updated = db.$with("updated").as(
    db
      .update(quotes)
      .set(WRITTEN.set)
      .where(
        and(
          eq(quotes.id, id),
          // Status and owner as read at the start: the same version is written or none (xmin), and the
          // row is found by its key alone, never through the status index.
          sql`(select ${before.status} from ${before}) = 'OPEN'`,
          sql`(select ${before.visitorId} from ${before}) = ${sql.placeholder("visitorId")}`,
          sql`${quotes}.xmin = (select ${before.version} from ${before})`,
          notExists(db.select({ unitId: chosen.unitId }).from(chosen)),
          // New dates drop a quote's bookings and promotion in one transaction (service.ts update).
          notExists(
            db
              .select({ id: quoteActivities.quoteId })
              .from(quoteActivities)
              .where(eq(quoteActivities.quoteId, id)),
          ),
          notExists(
            db
              .select({ id: quotePromotions.quoteId })
              .from(quotePromotions)
              .where(eq(quotePromotions.quoteId, id)),
          ),
        ),
      )
      .returning(),
  );
  const range = { first: sql.placeholder("rangeFirst"), last: sql.placeholder("rangeLast") };
  const perNight = shape.lodging
    ? db.$with("per_night").as(
        takenPerNightQuery(db, {
          kind: sql.placeholder("kind"),
          nights: { first: sql.placeholder("nightsFirst"), last: sql.placeholder("nightsLast") },
          now,
          exceptQuoteId: id,
        }),
      )
    : null;
  const counted = shape.capacity ? db.$with("counted").as(countedVisitsQuery(db, range, now, id)) : null;

  const none = sql<never[]>`'[]'::json`;
  // The written row as one JSON object keyed as QuoteRecord (null when nothing was written): one column
  // to parse instead of one per column of the quote.
  const recordPairs = sql.join(
    Object.keys(getTableColumns(quotes)).map(
      (key) => sql`${sql.raw(`'${key}'`)}, ${updated[key as keyof typeof updated]}`,
    ),
    sql`, `,
  );
  const query = db
    .with(...[before, chosen, updated, perNight, counted].filter((cte) => cte !== null))
    .select({
      visitorId: before.visitorId,
      status: before.status,
      record: sql`case when ${updated.id} is null then null else json_build_object(${recordPairs}) end`,
      perNight: perNight
        ? jsonRows<QuoteAnswerReads["takenPerNight"][number]>(perNight, {
            night: perNight.night,
            units: perNight.units,
          })
        : none,
      counted: counted
        ? jsonRows<CountedVisit>(counted, {
            arrivalDate: counted.arrivalDate,
            departureDate: counted.departureDate,
            arrivalTime: counted.arrivalTime,
            persons: counted.persons,
          })
        : none,
    })
    .from(before)
    .leftJoin(updated, sql`true`);
  return driverStatement<StatementArgs>(name, query.toSQL());
}

/**
 * PUT /quotes/{id} in one round trip, for the usual quote (no lodging units chosen on the map): in one
 * statement, the quote is changed when it is the visitor's, OPEN and has no chosen units, and the rows its
 * answer needs are read (answer-reads.ts). One statement is atomic on its own, so there is no transaction.
 *
 * The reads see the database as the statement began. The write waits for another transaction holding the
 * quote's row and then looks at its newest version; every change of a quote's units or status writes that
 * row, so `xmin` (the id of the transaction that wrote the version) still being the one read at the start
 * means nothing changed the quote since: otherwise nothing is written and the caller takes the transaction
 * path, which reads everything again under the row's lock.
 */
export function createQuoteUpdateAlone(db: Database) {
  const prepared = new Map<string, DriverStatement<StatementArgs>>();
  // Made on first use: the repository is also made for transactions, which never run this statement.
  let run: ReturnType<typeof driverRunner> | undefined;

  return async function updateQuoteAlone(args: {
    id: string;
    visitorId: string;
    fields: UpdatedFields;
    products: ProductCounts;
    now: Date;
    /** The admission limits the answer counts against (the catalog copy's, as its prices). */
    capacityLimits: CapacityLimits;
  }): Promise<QuoteUpdateAlone> {
    const { id, visitorId, fields, products, now, capacityLimits } = args;
    const visit = quoteVisit(fields);
    const lodging = lodgingToCount(visit, products);
    const range = capacityToCheck(visit);
    const name = `quote_update${lodging ? "_lodging" : ""}${range ? "_capacity" : ""}`;
    let statement = prepared.get(name);
    if (!statement) {
      statement = prepareStatement(db, { lodging: lodging !== null, capacity: range !== null }, name);
      prepared.set(name, statement);
    }
    run ??= driverRunner(db);
    const [row] = await run(statement, {
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
      // Placeholders skip the columns' own conversion, so the instant goes as the text PostgreSQL reads.
      now: now.toISOString(),
      kind: lodging?.kind ?? null,
      nightsFirst: lodging?.nights.first ?? null,
      nightsLast: lodging?.nights.last ?? null,
      rangeFirst: range?.first ?? null,
      rangeLast: range?.last ?? null,
    });
    if (!row) return { before: undefined, updated: null, reads: { takenPerNight: [], capacity: null } };
    const [rowVisitorId, status, record, perNight, counted] = row as StatementRow;
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
    };
  };
}
