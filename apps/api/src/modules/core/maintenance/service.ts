import type { MaintenanceRepository } from "./repository.ts";

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;

/**
 * Whether the maintenance page replaces the site: the MAINTENANCE setting forces it on (for a deploy, when
 * the database itself may be the thing under maintenance), otherwise the office's switch decides. The
 * switch is read on every call (a primary-key lookup), so every API process sees a change at once.
 */
export function createMaintenanceService(deps: { repository: MaintenanceRepository; forced: boolean }) {
  const { repository, forced } = deps;
  return {
    forced,
    async current(): Promise<boolean> {
      return forced || (await repository.enabled());
    },
  };
}
