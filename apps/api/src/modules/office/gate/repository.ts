import { isVisitActivityType } from "@park/domain/activities/activity-types.ts";
import type { GateActivity } from "@park/domain/gate/gate-schemas.ts";
import type { QuoteState } from "@park/domain/quote/quote-states.ts";
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { quoteActivities } from "../../../db/schema/activity-bookings.ts";
import { activitySchedules } from "../../../db/schema/activity-schedules.ts";
import { checkIns } from "../../../db/schema/check-ins.ts";
import { lodgingUnits } from "../../../db/schema/lodging-units.ts";
import { quoteContacts } from "../../../db/schema/quote-contacts.ts";
import { quotes } from "../../../db/schema/quotes.ts";
import { staffUsers } from "../../../db/schema/staff-users.ts";
import { unitNights } from "../../../db/schema/unit-nights.ts";
import { vehicleEntries } from "../../../db/schema/vehicle-entries.ts";
import { groupBy } from "../../../infra/group-by.ts";
import { visitColumns } from "../../ecommerce/quotes/repository.ts";

export type CheckInRecord = typeof checkIns.$inferSelect;

/** A visit with what the gate shows of it, before its units and activities are added. */
export type GateVisitRow = {
  id: string;
  code: string;
  status: QuoteState;
  stayType: (typeof quotes.$inferSelect)["stayType"];
  arrivalDate: string;
  departureDate: string;
  arrivalTime: "DAY" | "NIGHT";
  numberOfPersons: number;
  name: string | null;
  lastname: string | null;
  plate: string | null;
  checkedInAt: Date | null;
  checkedInBy: string | null;
};

export type GateRepository = ReturnType<typeof createGateRepository>;

/** The gate's reads and its one write; works on the database or inside a transaction. */
export function createGateRepository(db: Database) {
  const gateVisitColumns = {
    ...visitColumns,
    name: quoteContacts.name,
    lastname: quoteContacts.lastname,
    plate: vehicleEntries.plate,
    checkedInAt: checkIns.scannedAt,
    checkedInBy: staffUsers.name,
  };

  function visits() {
    return db
      .select(gateVisitColumns)
      .from(quotes)
      .leftJoin(quoteContacts, eq(quoteContacts.quoteId, quotes.id))
      .leftJoin(vehicleEntries, eq(vehicleEntries.quoteId, quotes.id))
      .leftJoin(checkIns, eq(checkIns.quoteId, quotes.id))
      .leftJoin(staffUsers, eq(staffUsers.id, checkIns.staffId));
  }

  return {
    /** Paid visits whose days include `day` (gate-verdict.ts MAY_ENTER, as SQL), by arrival then code. */
    async visitsOn(day: string): Promise<GateVisitRow[]> {
      return visits()
        .where(and(eq(quotes.status, "PAID"), lte(quotes.arrivalDate, day), gte(quotes.departureDate, day)))
        .orderBy(asc(quotes.arrivalTime), asc(quotes.code));
    },

    async visitByCode(code: string): Promise<GateVisitRow | undefined> {
      const [row] = await visits().where(eq(quotes.code, code));
      return row;
    },

    /** Names of the units sold to each quote, in the park's order. */
    async unitsOf(quoteIds: readonly string[]): Promise<Map<string, string[]>> {
      if (quoteIds.length === 0) return new Map();
      const rows = await db
        .selectDistinct({
          quoteId: unitNights.quoteId,
          name: lodgingUnits.name,
          kind: lodgingUnits.kind,
          position: lodgingUnits.position,
        })
        .from(unitNights)
        .innerJoin(lodgingUnits, eq(lodgingUnits.id, unitNights.unitId))
        .where(and(inArray(unitNights.quoteId, [...quoteIds]), eq(unitNights.state, "SOLD")))
        .orderBy(asc(lodgingUnits.kind), asc(lodgingUnits.position));
      return groupBy(
        rows,
        (row) => row.quoteId,
        (row) => row.name,
      );
    },

    /** The activity bookings of each quote with the hour their slot starts, by date and hour. */
    async activitiesOf(quoteIds: readonly string[]): Promise<Map<string, GateActivity[]>> {
      if (quoteIds.length === 0) return new Map();
      const rows = await db
        .select({
          quoteId: quoteActivities.quoteId,
          type: quoteActivities.type,
          date: quoteActivities.visitDate,
          startHour: activitySchedules.startHour,
          quantity: quoteActivities.quantity,
          hours: quoteActivities.hours,
        })
        .from(quoteActivities)
        .innerJoin(activitySchedules, eq(activitySchedules.id, quoteActivities.scheduleId))
        .where(inArray(quoteActivities.quoteId, [...quoteIds]))
        .orderBy(asc(quoteActivities.visitDate), asc(activitySchedules.startHour));
      return groupBy(
        // The table's check lists the same four types; this only tells the compiler.
        rows.flatMap(({ type, ...row }) => (isVisitActivityType(type) ? [{ type, ...row }] : [])),
        (row) => row.quoteId,
        ({ quoteId: _quote, ...activity }) => activity,
      );
    },

    /**
     * Records the visit's first check-in; undefined when the visit already has one or the scan's id is
     * taken (the caller then reads the recorded one). Never raises on either unique key, so it can run
     * inside a transaction that continues.
     */
    async insertFirst(row: CheckInRecord): Promise<CheckInRecord | undefined> {
      const [inserted] = await db.insert(checkIns).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    /** The visit's check-in, locked until the transaction ends. */
    async lockedCheckIn(quoteId: string): Promise<CheckInRecord | undefined> {
      const [row] = await db.select().from(checkIns).where(eq(checkIns.quoteId, quoteId)).for("update");
      return row;
    },

    /** When the visit was checked in and by whom; nulls when it was not. */
    async checkInOf(quoteId: string): Promise<Pick<GateVisitRow, "checkedInAt" | "checkedInBy">> {
      const [row] = await db
        .select({ checkedInAt: checkIns.scannedAt, checkedInBy: staffUsers.name })
        .from(checkIns)
        .innerJoin(staffUsers, eq(staffUsers.id, checkIns.staffId))
        .where(eq(checkIns.quoteId, quoteId));
      return row ?? { checkedInAt: null, checkedInBy: null };
    },

    async replace(row: CheckInRecord): Promise<void> {
      await db.update(checkIns).set(row).where(eq(checkIns.quoteId, row.quoteId));
    },
  };
}
