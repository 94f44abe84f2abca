import { type Clock, parkDate } from "@park/domain/dates.ts";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "./database.ts";
import { seedDatabase } from "./seed.ts";

/** Start-up: apply pending migrations, then load the demo data if this database never had it. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  clock: Clock,
  log: FastifyBaseLogger,
): Promise<void> {
  const started = performance.now();
  await handle.startup(async ({ db, migrate }) => {
    await migrate();
    const now = clock();
    const result = await seedDatabase(db, parkDate(now), now);
    log.info(
      { driver: handle.driver, seed: result, ms: Math.round(performance.now() - started) },
      "database ready",
    );
  });
}
