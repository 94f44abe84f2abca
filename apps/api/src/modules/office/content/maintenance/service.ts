import type { Clock } from "@park/domain/dates.ts";
import type { Database } from "../../../../db/database.ts";
import { recordAudit } from "../../audit/audit-repository.ts";
import type { OfficeMaintenanceRepository } from "./repository.ts";

export type MaintenanceState = {
  /** What the visitor's site shows now. */
  maintenance: boolean;
  /** The office's switch. */
  switchedOn: boolean;
  /** The MAINTENANCE setting forces the page whatever the switch says. */
  forcedBySetting: boolean;
};

export type OfficeMaintenanceService = ReturnType<typeof createOfficeMaintenanceService>;

export function createOfficeMaintenanceService(deps: {
  db: Database;
  clock: Clock;
  repository: OfficeMaintenanceRepository;
  /** MAINTENANCE=true (config.ts): the page shows whatever the switch says. */
  forced: boolean;
}) {
  const { db, clock, repository, forced } = deps;
  const state = (switchedOn: boolean): MaintenanceState => ({
    maintenance: forced || switchedOn,
    switchedOn,
    forcedBySetting: forced,
  });
  return {
    async get(): Promise<MaintenanceState> {
      return state(await repository.current());
    },

    async set(staffId: string, switchedOn: boolean): Promise<MaintenanceState> {
      return db.transaction(async (tx) => {
        const before = await repository.lock(tx);
        await repository.save(tx, switchedOn, clock());
        await recordAudit(tx, {
          staffId,
          action: "setting.maintenance",
          entityType: "setting",
          entityId: "maintenance",
          before: { maintenance: before },
          after: { maintenance: switchedOn },
        });
        return state(switchedOn);
      });
    },
  };
}
