import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { siteSettings } from "../../../db/schema/site-settings.ts";

export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;

export function createMaintenanceRepository(db: Database) {
  return {
    /** Whether staff turned maintenance on; no row yet reads as off. */
    async enabled(): Promise<boolean> {
      const [row] = await db
        .select({ enabled: siteSettings.enabled })
        .from(siteSettings)
        .where(eq(siteSettings.name, "maintenance"));
      return row?.enabled ?? false;
    },
  };
}
