import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { siteSettings } from "../../../db/schema/site-settings.ts";

export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;

/**
 * Whether staff turned maintenance on; no row yet reads as off. With `lock`, the switch stays locked
 * until the transaction ends (the office's change of it).
 */
export async function maintenanceSwitch(db: Database, lock = false): Promise<boolean> {
  const query = db
    .select({ enabled: siteSettings.enabled })
    .from(siteSettings)
    .where(eq(siteSettings.name, "maintenance"));
  const [row] = await (lock ? query.for("update") : query);
  return row?.enabled ?? false;
}

export function createMaintenanceRepository(db: Database) {
  return { enabled: () => maintenanceSwitch(db) };
}
