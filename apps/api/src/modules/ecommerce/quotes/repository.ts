import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { lodgingUnits } from "../../../db/schema/lodging-units.ts";
import { quotes, quoteUnits } from "../../../db/schema/quotes.ts";
import { groupBy } from "../../../infra/group-by.ts";
import type {
  ActivityCountField,
  ChosenUnit,
  QuoteFields,
  QuoteRecord,
  QuoteStatus,
} from "./quote-record.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only a UUID can name a quote; anything else is unknown without asking the database (which would refuse it). */
/** A quote's visit as the office lists it (orders, the gate): what, when and for how many. */
export const visitColumns = {
  id: quotes.id,
  code: quotes.code,
  status: quotes.status,
  stayType: quotes.stayType,
  arrivalDate: quotes.arrivalDate,
  departureDate: quotes.departureDate,
  arrivalTime: quotes.arrivalTime,
  numberOfPersons: quotes.numberOfPersons,
};

export function isQuoteId(id: string): boolean {
  return UUID.test(id);
}

export function createQuotesRepository(db: Database) {
  /** The units picked for each of these quotes, by quote, in the order picked (quotes without any are absent). */
  async function chosenUnitsOf(quoteIds: readonly string[]): Promise<Map<string, ChosenUnit[]>> {
    const valid = [...new Set(quoteIds.filter(isQuoteId))];
    if (valid.length === 0) return new Map();
    const rows = await db
      .select({
        quoteId: quoteUnits.quoteId,
        unitId: quoteUnits.unitId,
        name: lodgingUnits.name,
        kind: lodgingUnits.kind,
        position: quoteUnits.position,
      })
      .from(quoteUnits)
      .innerJoin(lodgingUnits, eq(lodgingUnits.id, quoteUnits.unitId))
      .where(inArray(quoteUnits.quoteId, valid))
      .orderBy(asc(quoteUnits.quoteId), asc(quoteUnits.position));
    return groupBy(
      rows,
      (row) => row.quoteId,
      ({ quoteId: _quote, ...unit }) => unit,
    );
  }

  return {
    /** A new OPEN quote owned by `visitorId` (the visitor token's subject). */
    async insert(fields: QuoteFields, code: string, visitorId: string, now: Date): Promise<QuoteRecord> {
      const [row] = await db
        .insert(quotes)
        .values({ ...fields, code, visitorId, status: "OPEN", createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async byId(id: string): Promise<QuoteRecord | undefined> {
      if (!isQuoteId(id)) return undefined;
      const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
      return row;
    },

    /** The quotes of these ids that exist, in no particular order (ids that are not UUIDs are skipped). */
    byIds(ids: readonly string[]): Promise<QuoteRecord[]> {
      const valid = [...new Set(ids.filter(isQuoteId))];
      if (valid.length === 0) return Promise.resolve([]);
      return db.select().from(quotes).where(inArray(quotes.id, valid));
    },

    async byCode(code: string): Promise<QuoteRecord | undefined> {
      const [row] = await db.select().from(quotes).where(eq(quotes.code, code));
      return row;
    },

    /**
     * Changes the quote if it is OPEN (the language only when given), taking its row lock; undefined when
     * it does not exist or is paid or being paid.
     */
    async updateOpen(
      id: string,
      fields: Omit<QuoteFields, "language" | ActivityCountField> & Partial<Pick<QuoteFields, "language">>,
      now: Date,
    ): Promise<QuoteRecord | undefined> {
      if (!isQuoteId(id)) return undefined;
      const [row] = await db
        .update(quotes)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(quotes.id, id), eq(quotes.status, "OPEN")))
        .returning();
      return row;
    },

    async setStatus(id: string, status: QuoteStatus, now: Date): Promise<void> {
      await db.update(quotes).set({ status, updatedAt: now }).where(eq(quotes.id, id));
    },

    /**
     * Marks the quote changed now and answers it, locked until the transaction ends: changes to one
     * quote and its holds happen in turn.
     */
    async lockAndTouch(id: string, now: Date): Promise<QuoteRecord | undefined> {
      if (!isQuoteId(id)) return undefined;
      const [row] = await db.update(quotes).set({ updatedAt: now }).where(eq(quotes.id, id)).returning();
      return row;
    },

    async chosenUnits(quoteId: string): Promise<ChosenUnit[]> {
      return (await chosenUnitsOf([quoteId])).get(quoteId) ?? [];
    },

    chosenUnitsOf,

    /** Replaces the quote's picked units by these, in this order. */
    async setChosenUnits(quoteId: string, unitIds: readonly number[]): Promise<void> {
      await db.delete(quoteUnits).where(eq(quoteUnits.quoteId, quoteId));
      if (unitIds.length === 0) return;
      await db.insert(quoteUnits).values(unitIds.map((unitId, position) => ({ quoteId, unitId, position })));
    },
  };
}
