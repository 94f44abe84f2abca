import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { and, asc, eq, gt, inArray, lte, min, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { activityPlaces, activitySlotDays, quoteActivities } from "../../../db/schema/activity-bookings.ts";
import { activitySchedules } from "../../../db/schema/activity-schedules.ts";
import { quotes } from "../../../db/schema/quotes.ts";

export type ScheduleRecord = {
  id: number;
  type: VisitActivityType;
  order: number;
  startHour: string;
  units: number;
};

export type BookingRecord = typeof quoteActivities.$inferSelect & { type: VisitActivityType };

/** One slot on one date. */
export type SlotDay = { scheduleId: number; day: IsoDate };

/** Activity counts of a quote's products, written from its bookings. */
export type ActivityCounts = {
  canopyPasses: number;
  canopyNightPasses: number;
  horsebackRidingPasses: number;
  atvs: number;
  atvHours: number;
};

const scheduleColumns = {
  id: activitySchedules.id,
  type: sql<VisitActivityType>`${activitySchedules.type}`,
  order: activitySchedules.sortOrder,
  startHour: activitySchedules.startHour,
  units: activitySchedules.units,
};

/** Sold, or held and not expired: the places are nobody else's. */
function live(now: Date): SQL {
  return or(eq(activityPlaces.state, "SOLD"), gt(activityPlaces.expiresAt, now))!;
}

function bySlotThenDay(a: SlotDay, b: SlotDay): number {
  return a.scheduleId - b.scheduleId || a.day.localeCompare(b.day);
}

export type ActivityBookingsRepository = ReturnType<typeof createActivityBookingsRepository>;

/**
 * The activity slots, the quotes' bookings and the places they hold. Functions that change places are
 * meant for a transaction that took the slot-days' locks first (lockSlotDays).
 */
export function createActivityBookingsRepository(db: Database) {
  return {
    /** The slots of an activity in their order (all activities when no type is given). */
    schedules(type?: VisitActivityType): Promise<ScheduleRecord[]> {
      return db
        .select(scheduleColumns)
        .from(activitySchedules)
        .where(type ? eq(activitySchedules.type, type) : undefined)
        .orderBy(asc(activitySchedules.type), asc(activitySchedules.sortOrder));
    },

    /**
     * Places of these slots on these days that quotes other than `exceptQuoteId` bought (sold) or hold
     * and whose hold has not ended (held), per slot-day; slot-days with none are absent.
     */
    async taken(options: {
      scheduleIds: readonly number[];
      days: readonly IsoDate[];
      now: Date;
      exceptQuoteId?: string | undefined;
    }): Promise<{ scheduleId: number; day: IsoDate; sold: number; held: number }[]> {
      const { scheduleIds, days, now, exceptQuoteId } = options;
      if (scheduleIds.length === 0 || days.length === 0) return [];
      const placesIn = (state: "HELD" | "SOLD") =>
        sql<number>`coalesce(sum(${activityPlaces.places}) filter (where ${activityPlaces.state} = ${state}), 0)`.mapWith(
          Number,
        );
      return db
        .select({
          scheduleId: activityPlaces.scheduleId,
          day: activityPlaces.day,
          sold: placesIn("SOLD"),
          held: placesIn("HELD"),
        })
        .from(activityPlaces)
        .where(
          and(
            inArray(activityPlaces.scheduleId, [...scheduleIds]),
            inArray(activityPlaces.day, [...days]),
            live(now),
            exceptQuoteId ? ne(activityPlaces.quoteId, exceptQuoteId) : undefined,
          ),
        )
        .groupBy(activityPlaces.scheduleId, activityPlaces.day);
    },

    /**
     * Takes the lock of each slot-day until the transaction ends, creating its row the first time.
     * Always in (slot, day) order, so two bookings wanting the same slots wait for each other instead of
     * deadlocking; a transaction inserting the same new row waits for ours on its primary key.
     */
    async lockSlotDays(slotDays: readonly SlotDay[]): Promise<void> {
      if (slotDays.length === 0) return;
      const sorted = [...slotDays].sort(bySlotThenDay);
      await db.insert(activitySlotDays).values(sorted).onConflictDoNothing();
      // One statement per row keeps the order of the locks the order of the list.
      for (const slotDay of sorted) {
        await db
          .select({ scheduleId: activitySlotDays.scheduleId })
          .from(activitySlotDays)
          .where(
            and(eq(activitySlotDays.scheduleId, slotDay.scheduleId), eq(activitySlotDays.day, slotDay.day)),
          )
          .for("update");
      }
    },

    /** The quote's bookings (at most one per activity). */
    bookingsOf(quoteId: string): Promise<BookingRecord[]> {
      return db.select().from(quoteActivities).where(eq(quoteActivities.quoteId, quoteId)) as Promise<
        BookingRecord[]
      >;
    },

    /** Records the quote's booking of an activity, replacing the one it had. */
    async saveBooking(booking: BookingRecord): Promise<void> {
      const { quoteId, type, ...rest } = booking;
      await db
        .insert(quoteActivities)
        .values(booking)
        .onConflictDoUpdate({ target: [quoteActivities.quoteId, quoteActivities.type], set: rest });
    },

    /** Removes the quote's booking of an activity and the places it held or bought. */
    async deleteBooking(quoteId: string, type: VisitActivityType): Promise<void> {
      await db
        .delete(activityPlaces)
        .where(and(eq(activityPlaces.quoteId, quoteId), eq(activityPlaces.type, type)));
      await db
        .delete(quoteActivities)
        .where(and(eq(quoteActivities.quoteId, quoteId), eq(quoteActivities.type, type)));
    },

    /**
     * The places of the quote's booking of `type` become exactly these slot-days, each holding `places`
     * until `expiresAt`. Call it under the slot-days' locks, after counting them free.
     */
    async holdPlaces(
      quoteId: string,
      type: VisitActivityType,
      slotDays: readonly SlotDay[],
      places: number,
      expiresAt: Date,
    ): Promise<void> {
      await db
        .delete(activityPlaces)
        .where(and(eq(activityPlaces.quoteId, quoteId), eq(activityPlaces.type, type)));
      if (slotDays.length === 0) return;
      await db
        .insert(activityPlaces)
        .values(
          [...slotDays]
            .sort(bySlotThenDay)
            .map((s) => ({ ...s, quoteId, type, places, state: "HELD" as const, expiresAt })),
        );
    },

    /** Moves the end of the quote's live holds to `expiresAt`; expired ones stay expired. */
    async renewLiveHolds(quoteId: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .update(activityPlaces)
        .set({ expiresAt })
        .where(
          and(
            eq(activityPlaces.quoteId, quoteId),
            eq(activityPlaces.state, "HELD"),
            gt(activityPlaces.expiresAt, now),
          ),
        );
    },

    /**
     * Deletes the held places whose hold has ended, answering how many rows. They count for nobody
     * already (live), so no slot-day lock is needed; the quote keeps its booking, which the sale holds
     * again if the places are still free (decision 0011).
     */
    async deleteExpiredHolds(now: Date): Promise<number> {
      const deleted = await db
        .delete(activityPlaces)
        .where(and(eq(activityPlaces.state, "HELD"), lte(activityPlaces.expiresAt, now)))
        .returning({ scheduleId: activityPlaces.scheduleId });
      return deleted.length;
    },

    /** When the quote's first live hold ends; null when it holds no place now. */
    async holdExpiry(quoteId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: min(activityPlaces.expiresAt) })
        .from(activityPlaces)
        .where(
          and(
            eq(activityPlaces.quoteId, quoteId),
            eq(activityPlaces.state, "HELD"),
            gt(activityPlaces.expiresAt, now),
          ),
        );
      return row?.expiresAt ?? null;
    },

    /** Turns every place the quote holds into SOLD, answering how many rows; SOLD never expires. */
    async sellHolds(quoteId: string): Promise<number> {
      const rows = await db
        .update(activityPlaces)
        .set({ state: "SOLD", expiresAt: sql`null` })
        .where(and(eq(activityPlaces.quoteId, quoteId), eq(activityPlaces.state, "HELD")))
        .returning({ scheduleId: activityPlaces.scheduleId });
      return rows.length;
    },

    /** Writes the quote's activity counts (its products) as its bookings add up. */
    async setActivityCounts(quoteId: string, counts: ActivityCounts, now: Date): Promise<void> {
      await db
        .update(quotes)
        .set({ ...counts, updatedAt: now })
        .where(eq(quotes.id, quoteId));
    },
  };
}
