import { eq } from "drizzle-orm";
import type { Database } from "../../../../db/database.ts";
import { siteSettings } from "../../../../db/schema/site-settings.ts";

export function createOfficeMaintenanceRepository(db: Database) {
  return {
    /** The switch as it stands; no row yet reads as off. */
    async current(): Promise<boolean> {
      const [row] = await db
        .select({ enabled: siteSettings.enabled })
        .from(siteSettings)
        .where(eq(siteSettings.name, "maintenance"));
      return row?.enabled ?? false;
    },

    /** The switch as it stands (no row: off), locked until the transaction ends. */
    async lock(tx: Database): Promise<boolean> {
      const [row] = await tx
        .select({ enabled: siteSettings.enabled })
        .from(siteSettings)
        .where(eq(siteSettings.name, "maintenance"))
        .for("update");
      return row?.enabled ?? false;
    },

    async save(tx: Database, enabled: boolean, now: Date): Promise<void> {
      await tx
        .insert(siteSettings)
        .values({ name: "maintenance", enabled, updatedAt: now })
        .onConflictDoUpdate({ target: siteSettings.name, set: { enabled, updatedAt: now } });
    },
  };
}
export type OfficeMaintenanceRepository = ReturnType<typeof createOfficeMaintenanceRepository>;
