import type { IsoDate } from "@park/domain/dates.ts";
import { and, eq, inArray, lte, not, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { type DateChangeStatus, dateChanges } from "../../../db/schema/date-changes.ts";
import { quotes, type SoldPricing } from "../../../db/schema/quotes.ts";
import { unitNights } from "../../../db/schema/unit-nights.ts";
import { leaseDue } from "../charge/charge-repository.ts";
import { isQuoteId } from "../quotes/repository.ts";

export type DateChangeRecord = typeof dateChanges.$inferSelect;
export type NewDateChange = Omit<typeof dateChanges.$inferInsert, "id">;

/** A change still under way: its nights are held and it may yet be paid. */
export const OPEN_CHANGE_STATUSES: DateChangeStatus[] = ["HELD", "PROCESSING", "REQUIRES_ACTION"];
/** A change whose charge the provider has not finished with. */
const CHARGING_STATUSES: DateChangeStatus[] = ["PROCESSING", "REQUIRES_ACTION"];

/** The statements of date changes: their rows, and moving a paid quote's dates and unit-nights. */
export function createDateChangesRepository(db: Database) {
  return {
    async insert(change: NewDateChange): Promise<DateChangeRecord> {
      const [row] = await db.insert(dateChanges).values(change).returning();
      return row!;
    },

    async byId(id: string): Promise<DateChangeRecord | undefined> {
      if (!isQuoteId(id)) return undefined;
      const [row] = await db.select().from(dateChanges).where(eq(dateChanges.id, id));
      return row;
    },

    async byIntent(intentId: string): Promise<DateChangeRecord | undefined> {
      const [row] = await db.select().from(dateChanges).where(eq(dateChanges.intentId, intentId));
      return row;
    },

    /** The quote's change under way, if any (at most one: date_changes_one_open). */
    async openOf(quoteId: string): Promise<DateChangeRecord | undefined> {
      const [row] = await db
        .select()
        .from(dateChanges)
        .where(and(eq(dateChanges.quoteId, quoteId), inArray(dateChanges.status, OPEN_CHANGE_STATUSES)));
      return row;
    },

    /** Changes the row only while it is still in one of `from`; undefined when it had moved on. */
    async update(
      id: string,
      from: readonly DateChangeStatus[],
      change: Partial<Omit<NewDateChange, "quoteId" | "createdAt">> & { updatedAt: Date },
    ): Promise<DateChangeRecord | undefined> {
      const [row] = await db
        .update(dateChanges)
        .set(change)
        .where(and(eq(dateChanges.id, id), inArray(dateChanges.status, [...from])))
        .returning();
      return row;
    },

    /** Claims charges due for the reconciler and moves their next look to `leaseUntil` (decision 0048). */
    claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DateChangeRecord[]> {
      return leaseDue(
        db,
        dateChanges,
        { reconcileAfter: leaseUntil },
        { open: CHARGING_STATUSES, now, limit },
      );
    },

    /** Unpaid changes whose holds ended: they end too (the reconciler's sweep). */
    expiredHeld(now: Date, limit: number): Promise<DateChangeRecord[]> {
      return db
        .select()
        .from(dateChanges)
        .where(and(eq(dateChanges.status, "HELD"), lte(dateChanges.holdExpiresAt, now)))
        .limit(limit);
    },

    /** The nights of the range this quote already bought, unit by unit (a change may keep some). */
    ownSoldNights(quoteId: string, nights: { first: IsoDate; last: IsoDate }) {
      return db
        .select({ unitId: unitNights.unitId, night: unitNights.night })
        .from(unitNights)
        .where(
          and(
            eq(unitNights.quoteId, quoteId),
            eq(unitNights.state, "SOLD"),
            sql`${unitNights.night} between ${nights.first} and ${nights.last}`,
          ),
        );
    },

    /** Lets go of the quote's held nights: a paid quote holds nights only for its change under way. */
    async releaseHolds(quoteId: string): Promise<void> {
      await db.delete(unitNights).where(and(eq(unitNights.quoteId, quoteId), eq(unitNights.state, "HELD")));
    },

    /**
     * The quote keeps only the unit-nights of its new stay: every row of another unit or night is
     * deleted (the old nights are free to sell again), and the new nights' holds become SOLD.
     */
    async keepOnlyNewNights(
      quoteId: string,
      keep: { unitIds: readonly number[]; nights: { first: IsoDate; last: IsoDate } | null },
    ): Promise<void> {
      const kept =
        keep.unitIds.length > 0 && keep.nights
          ? and(
              inArray(unitNights.unitId, [...keep.unitIds]),
              sql`${unitNights.night} between ${keep.nights.first} and ${keep.nights.last}`,
            )
          : undefined;
      await db.delete(unitNights).where(and(eq(unitNights.quoteId, quoteId), kept ? not(kept) : undefined));
      await db
        .update(unitNights)
        .set({ state: "SOLD", expiresAt: sql`null` })
        .where(and(eq(unitNights.quoteId, quoteId), eq(unitNights.state, "HELD")));
    },

    /** The visit's new dates and the prices it is now sold at (the quote's row lock is already held). */
    async moveQuote(
      quoteId: string,
      dates: { arrivalDate: IsoDate; departureDate: IsoDate },
      soldPricing: SoldPricing,
      now: Date,
    ): Promise<void> {
      await db
        .update(quotes)
        .set({ ...dates, soldPricing, updatedAt: now })
        .where(and(eq(quotes.id, quoteId), eq(quotes.status, "PAID")));
    },
  };
}

export type DateChangesRepository = ReturnType<typeof createDateChangesRepository>;
