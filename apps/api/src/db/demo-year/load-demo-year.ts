import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import { addDays, type IsoDate } from "@park/domain/dates.ts";
import { and, asc, gte, inArray, isNull, sql } from "drizzle-orm";
import { insertInBatches } from "../batch-insert.ts";
import type { Database } from "../database.ts";
import { activityPlaces, activitySlotDays, quoteActivities } from "../schema/activity-bookings.ts";
import { activitySchedules } from "../schema/activity-schedules.ts";
import { checkIns } from "../schema/check-ins.ts";
import { lodgingUnits } from "../schema/lodging-units.ts";
import { payments } from "../schema/payments.ts";
import { quoteContacts } from "../schema/quote-contacts.ts";
import { quotes } from "../schema/quotes.ts";
import { refunds } from "../schema/refunds.ts";
import { seedRuns } from "../schema/seed-runs.ts";
import { staffUsers } from "../schema/staff-users.ts";
import { unitNights } from "../schema/unit-nights.ts";
import { type DemoYearRows, planDemoYear } from "./demo-year-plan.ts";

/** Name of the year of sales in seed_runs: it is loaded once per database. */
export const DEMO_YEAR_SEED = "demo-year";

export type DemoYearOutcome =
  | { loaded: false }
  | { loaded: true; counts: Record<keyof DemoYearRows, number>; checkInsBy: string | null };

/**
 * Loads a year of sales (planDemoYear) into a database that has the demo data, in one transaction, once:
 * it sells only unit-nights and places nobody has, and checks visits in as the first gate (or admin) account.
 */
export async function loadDemoYear(
  db: Database,
  today: IsoDate,
  now: Date,
  orders?: number,
): Promise<DemoYearOutcome> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .insert(seedRuns)
      .values({ name: DEMO_YEAR_SEED, seededAt: now })
      .onConflictDoNothing()
      .returning();
    if (!marked) return { loaded: false };

    const from = addDays(today, -364);
    const units = await tx.select({ id: lodgingUnits.id, kind: lodgingUnits.kind }).from(lodgingUnits);
    const slots = await tx
      .select({
        id: activitySchedules.id,
        type: sql<VisitActivityType>`${activitySchedules.type}`,
        startHour: activitySchedules.startHour,
        units: activitySchedules.units,
      })
      .from(activitySchedules)
      .orderBy(asc(activitySchedules.type), asc(activitySchedules.sortOrder));
    const nights = await tx
      .select({ unitId: unitNights.unitId, night: unitNights.night })
      .from(unitNights)
      .where(gte(unitNights.night, from));
    const places = await tx
      .select({
        scheduleId: activityPlaces.scheduleId,
        day: activityPlaces.day,
        places: sql<number>`sum(${activityPlaces.places})::int`.mapWith(Number),
      })
      .from(activityPlaces)
      .where(gte(activityPlaces.day, from))
      .groupBy(activityPlaces.scheduleId, activityPlaces.day);
    const [gate] = await tx
      .select({ id: staffUsers.id, email: staffUsers.email })
      .from(staffUsers)
      .where(and(inArray(staffUsers.role, ["gate", "admin"]), isNull(staffUsers.disabledAt)))
      .orderBy(sql`${staffUsers.role} = 'admin'`, asc(staffUsers.createdAt))
      .limit(1);

    const rows = planDemoYear({
      today,
      now,
      units,
      slots,
      takenUnitNights: new Set(nights.map((n) => `${n.unitId}/${n.night}`)),
      takenPlaces: new Map(places.map((p) => [`${p.scheduleId}/${p.day}`, p.places])),
      gateStaffId: gate?.id ?? null,
      ...(orders === undefined ? {} : { orders }),
    });
    await insertInBatches(tx, quotes, rows.quotes);
    await insertInBatches(tx, quoteContacts, rows.contacts);
    await insertInBatches(tx, payments, rows.payments);
    await insertInBatches(tx, refunds, rows.refunds);
    await insertInBatches(tx, unitNights, rows.unitNights);
    await insertInBatches(tx, quoteActivities, rows.bookings);
    const slotDays = [...new Map(rows.places.map((p) => [`${p.scheduleId}/${p.day}`, p])).values()];
    for (let i = 0; i < slotDays.length; i += 500) {
      await tx
        .insert(activitySlotDays)
        .values(slotDays.slice(i, i + 500).map(({ scheduleId, day }) => ({ scheduleId, day })))
        .onConflictDoNothing();
    }
    await insertInBatches(tx, activityPlaces, rows.places);
    await insertInBatches(tx, checkIns, rows.checkIns);
    const counts = Object.fromEntries(
      Object.entries(rows).map(([table, list]) => [table, list.length]),
    ) as Record<keyof DemoYearRows, number>;
    return { loaded: true, counts, checkInsBy: gate?.email ?? null };
  });
}
