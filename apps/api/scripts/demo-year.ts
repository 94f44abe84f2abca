import { parkDate } from "@park/domain/dates.ts";
import { ConfigError, loadConfig } from "../src/config.ts";
import { openCommandDatabase } from "../src/db/database.ts";
import { loadDemoYear } from "../src/db/demo-year/load-demo-year.ts";
import { seedDatabase } from "../src/db/seed.ts";
import { createClock } from "../src/infra/clock.ts";

/**
 * `npm run demo-year [-- --orders N]`: fills the demo database (DATA_DIR's PGlite with the server stopped, or
 * DATABASE_URL) with a year of sales up to the clock's today, once (issue 36 item 4).
 */
try {
  const at = process.argv.indexOf("--orders");
  const orders = at === -1 ? undefined : Number(process.argv[at + 1]);
  if (orders !== undefined && !(Number.isInteger(orders) && orders > 0)) {
    process.stderr.write("usage: npm run demo-year [-- --orders N]\n");
    process.exit(2);
  }
  const config = loadConfig();
  const clock = createClock(config.clockNow);
  const database = await openCommandDatabase(config);
  try {
    const started = performance.now();
    const now = clock();
    // As the server starts: its tables and demo data first, so the year can go into a new data directory.
    const outcome = await database.startup(async ({ db, migrate }) => {
      await migrate();
      await seedDatabase(db, parkDate(now), now);
      return loadDemoYear(db, parkDate(now), now, orders);
    });
    if (!outcome.loaded) {
      process.stdout.write("This database already has the demo year; nothing was added.\n");
    } else {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const { payments, refunds, unitNights, bookings, checkIns } = outcome.counts;
      const n = (count: number) => count.toLocaleString("en-US");
      process.stdout.write(
        `Added a year of sales in ${seconds} s: ${n(payments)} paid orders, ${n(refunds)} refunds, ` +
          `${n(unitNights)} unit-nights, ${n(bookings)} activity bookings, ${n(checkIns)} check-ins.\n`,
      );
      process.stdout.write(
        outcome.checkInsBy
          ? `Visits checked in as ${outcome.checkInsBy}.\n`
          : "No gate or admin account yet, so no visit was checked in (npm run staff -- create first).\n",
      );
    }
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`The demo year failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
