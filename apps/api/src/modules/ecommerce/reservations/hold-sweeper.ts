import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import type { UnitNightsRepository } from "./repository.ts";

/**
 * How often expired holds are deleted. A hold lasts HOLD_MINUTES; an expired one is already free to
 * any quote that wants its unit (claimHolds deletes it first), so the sweep only keeps the table to live
 * rows and a minute of lag costs nothing.
 */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

/**
 * Deletes expired holds when the app is ready and then every HOLD_SWEEP_INTERVAL_MS, until the app
 * closes (the timer is cleared and a sweep under way is awaited, so close never hangs nor races the
 * database's own close). A failed sweep is logged and tried again at the next tick.
 */
export function registerHoldSweeper(
  app: FastifyInstance,
  deps: { unitNights: UnitNightsRepository; clock: Clock },
): void {
  const { unitNights, clock } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  function sweep(): Promise<void> {
    running = running.then(async () => {
      try {
        const deleted = await unitNights.deleteExpiredHolds(clock());
        if (deleted > 0) app.log.debug({ deleted }, "expired lodging holds deleted");
      } catch (err) {
        app.log.warn({ err }, "expired lodging holds could not be deleted; trying again in a minute");
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
