import type { HealthRepository } from "./repository.ts";

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService(deps: { repository: HealthRepository }) {
  return {
    /** True when the database answers; the reason of a failure goes to the log, not to the caller. */
    async databaseResponds(onFailure: (err: unknown) => void): Promise<boolean> {
      try {
        await deps.repository.ping();
        return true;
      } catch (err) {
        onFailure(err);
        return false;
      }
    },
  };
}
