import { desc, eq } from "drizzle-orm";
import type { Database } from "../../../../db/database.ts";
import { events } from "../../../../db/schema/events.ts";

/** An event without its picture's bytes (their size stands for them in lists and the audit). */
const described = {
  id: events.id,
  nameEs: events.nameEs,
  nameEn: events.nameEn,
  date: events.date,
  hour: events.hour,
};
export type EventRow = { id: number; nameEs: string; nameEn: string; date: string; hour: string };
export type EventValues = Omit<EventRow, "id">;

export function createOfficeEventsRepository(db: Database) {
  return {
    /** Every event, the latest date first (past ones too: the admin may want to delete them). */
    all(): Promise<EventRow[]> {
      return db.select(described).from(events).orderBy(desc(events.date), desc(events.hour), desc(events.id));
    },

    async picture(id: number): Promise<Uint8Array | undefined> {
      const [row] = await db.select({ picture: events.picture }).from(events).where(eq(events.id, id));
      return row?.picture;
    },

    async lock(tx: Database, id: number): Promise<EventRow | undefined> {
      const [row] = await tx.select(described).from(events).where(eq(events.id, id)).for("update");
      return row;
    },

    async insert(tx: Database, values: EventValues, picture: Uint8Array): Promise<EventRow> {
      const [row] = await tx
        .insert(events)
        .values({ ...values, picture })
        .returning(described);
      if (!row) throw new Error("insert into events returned no row");
      return row;
    },

    async update(
      tx: Database,
      id: number,
      values: EventValues,
      picture: Uint8Array | undefined,
    ): Promise<EventRow> {
      const [row] = await tx
        .update(events)
        .set(picture ? { ...values, picture } : values)
        .where(eq(events.id, id))
        .returning(described);
      if (!row) throw new Error("update of events returned no row");
      return row;
    },

    async delete(tx: Database, id: number): Promise<void> {
      await tx.delete(events).where(eq(events.id, id));
    },
  };
}
export type OfficeEventsRepository = ReturnType<typeof createOfficeEventsRepository>;
