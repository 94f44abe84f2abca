import type { IsoDate } from "@park/domain/dates.ts";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/database.ts";
import { activityPlaces, quoteActivities } from "../../../db/schema/activity-bookings.ts";
import { activitySchedules } from "../../../db/schema/activity-schedules.ts";
import { checkIns } from "../../../db/schema/check-ins.ts";
import { quoteContacts } from "../../../db/schema/quote-contacts.ts";
import { quotes } from "../../../db/schema/quotes.ts";

export type ManifestRow = {
  code: string;
  name: string | null;
  lastname: string | null;
  places: number;
  hours: number;
  startHour: string;
  visitPersons: number;
  checkedIn: boolean;
};

/** Who bought places on one slot of one day: the guide's list. */
export function createManifestRepository(db: Database) {
  const firstSlot = alias(activitySchedules, "first_slot");
  return {
    /**
     * The sold places of the slot on the day with their visit (an ATV rental of several hours has places in
     * each of its slots, and starts at its booking's slot), by start hour then code.
     */
    sold(scheduleId: number, day: IsoDate): Promise<ManifestRow[]> {
      return db
        .select({
          code: quotes.code,
          name: quoteContacts.name,
          lastname: quoteContacts.lastname,
          places: activityPlaces.places,
          hours: quoteActivities.hours,
          startHour: firstSlot.startHour,
          visitPersons: quotes.numberOfPersons,
          checkedIn: sql<boolean>`${checkIns.quoteId} is not null`,
        })
        .from(activityPlaces)
        .innerJoin(quotes, eq(quotes.id, activityPlaces.quoteId))
        .innerJoin(
          quoteActivities,
          and(
            eq(quoteActivities.quoteId, activityPlaces.quoteId),
            eq(quoteActivities.type, activityPlaces.type),
          ),
        )
        .innerJoin(firstSlot, eq(firstSlot.id, quoteActivities.scheduleId))
        .leftJoin(quoteContacts, eq(quoteContacts.quoteId, quotes.id))
        .leftJoin(checkIns, eq(checkIns.quoteId, quotes.id))
        .where(
          and(
            eq(activityPlaces.scheduleId, scheduleId),
            eq(activityPlaces.day, day),
            eq(activityPlaces.state, "SOLD"),
          ),
        )
        .orderBy(asc(firstSlot.startHour), asc(quotes.code));
    },
  };
}
