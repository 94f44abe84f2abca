import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { events } from "../../../db/schema/events.ts";

export type EventsRepository = ReturnType<typeof createEventsRepository>;

export function createEventsRepository(db: Database) {
  return {
    /** Events on `today` or later, soonest first; the pictures stay out (they have their own call). */
    fromDate(today: string) {
      return db
        .select({
          id: events.id,
          nameEs: events.nameEs,
          nameEn: events.nameEn,
          date: events.date,
          hour: events.hour,
        })
        .from(events)
        .where(gte(events.date, today))
        .orderBy(asc(events.date), asc(events.hour), asc(events.id));
    },

    /** The picture of an event that has not passed yet. */
    async upcomingPicture(id: number, today: string): Promise<Uint8Array | undefined> {
      const [row] = await db
        .select({ picture: events.picture })
        .from(events)
        .where(and(eq(events.id, id), gte(events.date, today)));
      return row?.picture;
    },
  };
}
