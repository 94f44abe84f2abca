import type { Database } from "../../../../db/database.ts";
import { siteSettings } from "../../../../db/schema/site-settings.ts";
import { maintenanceSwitch } from "../../../core/maintenance/repository.ts";

export function createOfficeMaintenanceRepository(db: Database) {
  return {
    /** The switch as it stands. */
    current: () => maintenanceSwitch(db),

    /** The switch as it stands, locked until the transaction ends. */
    lock: (tx: Database) => maintenanceSwitch(tx, true),

    async save(tx: Database, enabled: boolean, now: Date): Promise<void> {
      await tx
        .insert(siteSettings)
        .values({ name: "maintenance", enabled, updatedAt: now })
        .onConflictDoUpdate({ target: siteSettings.name, set: { enabled, updatedAt: now } });
    },
  };
}
export type OfficeMaintenanceRepository = ReturnType<typeof createOfficeMaintenanceRepository>;
