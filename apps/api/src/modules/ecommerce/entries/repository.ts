import type { VehicleEntry } from "@park/domain/vehicle-entry.ts";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { vehicleEntries } from "../../../db/schema/vehicle-entries.ts";

export type VehicleEntryRecord = typeof vehicleEntries.$inferSelect;

export type VehicleEntriesRepository = ReturnType<typeof createVehicleEntriesRepository>;

export function createVehicleEntriesRepository(db: Database) {
  return {
    async byQuote(quoteId: string): Promise<VehicleEntryRecord | undefined> {
      const [row] = await db.select().from(vehicleEntries).where(eq(vehicleEntries.quoteId, quoteId));
      return row;
    },

    /** The entry of a quote; a second one for the same quote fails on the unique key (23505). */
    async insert(quoteId: string, entry: VehicleEntry, now: Date): Promise<VehicleEntryRecord> {
      const [row] = await db
        .insert(vehicleEntries)
        .values({ ...entry, quoteId, createdAt: now })
        .returning();
      return row!;
    },
  };
}
