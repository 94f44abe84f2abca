import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import type { ActivityBookingsRepository } from "../visit-activities/repository.ts";
import type { UnitNightsRepository } from "./repository.ts";

/**
 * How often expired holds are deleted. A hold lasts HOLD_MINUTES; an expired one is already free to
 * any quote that wants its unit (claimHolds deletes it first) or its activity places (only live places
 * are counted, decision 0011), so the sweep only keeps the tables to live rows and a minute of lag
 * costs nothing.
 */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

/**
 * Deletes expired holds (lodging unit-nights and activity places) when the app is ready and then every HOLD_SWEEP_INTERVAL_MS, until the app
 * closes (the timer is cleared and a sweep under way is awaited, so close never hangs nor races the
 * database's own close). A failed sweep is logged and tried again at the next tick.
 */
export function registerHoldSweeper(
  app: FastifyInstance,
  deps: { unitNights: UnitNightsRepository; activities: ActivityBookingsRepository; clock: Clock },
): void {
  const { unitNights, activities, clock } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  function sweep(): Promise<void> {
    running = running.then(async () => {
      try {
        const now = clock();
        const deleted = await unitNights.deleteExpiredHolds(now);
        const places = await activities.deleteExpiredHolds(now);
        if (deleted + places > 0) app.log.debug({ deleted, places }, "expired holds deleted");
      } catch (err) {
        app.log.warn({ err }, "expired holds could not be deleted; trying again in a minute");
      }
    });
    return running;
  }

  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(sweep, HOLD_SWEEP_INTERVAL_MS);
    // A timer must not keep a process alive that has nothing else to do (tests, scripts).
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
}
