import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import { registerPeriodicPass } from "../../../infra/periodic-pass.ts";
import type { ActivityBookingsRepository } from "../visit-activities/repository.ts";
import type { CountHoldsRepository } from "./count-holds-repository.ts";
import type { UnitNightsRepository } from "./repository.ts";

/**
 * How often expired holds are deleted. A hold lasts HOLD_MINUTES; an expired one is already free to
 * any quote that wants its unit (claimHolds deletes it first) or its activity places (only live places
 * are counted, decision 0011), so the sweep only keeps the tables to live rows and a minute of lag
 * costs nothing.
 */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

/**
 * Deletes expired holds (lodging unit-nights, lodging counts and activity places) when the app is ready and then every HOLD_SWEEP_INTERVAL_MS until the app
 * closes (periodic-pass.ts). A failed sweep is logged and tried again at the next tick.
 */
export function registerHoldSweeper(
  app: FastifyInstance,
  deps: {
    unitNights: UnitNightsRepository;
    countHolds: CountHoldsRepository;
    activities: ActivityBookingsRepository;
    clock: Clock;
  },
): void {
  const { unitNights, countHolds, activities, clock } = deps;
  registerPeriodicPass(app, {
    intervalMs: HOLD_SWEEP_INTERVAL_MS,
    failure: "expired holds could not be deleted; trying again in a minute",
    start: "ready",
    async pass() {
      const now = clock();
      const deleted = (await unitNights.deleteExpiredHolds(now)) + (await countHolds.deleteExpired(now));
      const places = await activities.deleteExpiredHolds(now);
      if (deleted + places > 0) app.log.debug({ deleted, places }, "expired holds deleted");
      return deleted + places;
    },
  });
}
