import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { measureApiRoutes } from "./api-routes.mjs";
import { CLOCK_NOW } from "./demo-visits.mjs";
import { raceForLastCabin } from "./last-cabin-race.mjs";
import { freePort, REPO_ROOT, startApi, startBaseline, stopProcess } from "./processes.mjs";
import { renderReport } from "./report.mjs";
import { createThrowawayDatabase } from "./throwaway-database.mjs";
import { measureInitialJs } from "./web-initial-js.mjs";

/**
 * `npm run bench`: the budgets of DESIGN.md §8, reported and not asserted. Exit 1 only when the bench itself
 * could not measure (a server did not start, a call failed) or the last-cabin race did not end with exactly
 * one hold; a budget that is over still exits 0.
 */
const SECONDS = 5;
const started = new Date();
const say = (line) => process.stdout.write(`${line}\n`);
const failures = [];
const processes = [];

const webDir = join(REPO_ROOT, "apps/web/build/client");
const loadBefore = os.loadavg()[0];
say("Web: initial JS of the info pages and the cart ...");
let web = null;
try {
  web = measureInitialJs(webDir);
  if (!web) say(`  skipped: ${webDir} does not exist`);
} catch (err) {
  // For instance a rebuild of the web replacing its files while they are read.
  failures.push(`web: ${err instanceof Error ? err.message : String(err)}`);
}

let api = null;
let race = null;
const dataDir = await mkdtemp(join(os.tmpdir(), "park-bench-data-"));
let database = null;
let databaseLabel = `embedded PGlite in a temp directory (${dataDir})`;
try {
  if (process.env.BENCH_POSTGRES_URL) {
    database = await createThrowawayDatabase(process.env.BENCH_POSTGRES_URL);
    databaseLabel = database.label;
  }
  const apiPort = await freePort(3400);
  const httpPort = await freePort(apiPort + 1);
  const fastifyPort = await freePort(httpPort + 1);
  say(`Starting the API on port ${apiPort} (${databaseLabel}) and the two bare servers ...`);
  const starts = [
    startApi({ port: apiPort, dataDir, clockNow: CLOCK_NOW, databaseUrl: database?.url }),
    startBaseline("http", httpPort),
    startBaseline("fastify", fastifyPort),
  ];
  const settled = await Promise.allSettled(starts);
  for (const s of settled) if (s.status === "fulfilled") processes.push(s.value);
  const failedStart = settled.find((s) => s.status === "rejected");
  if (failedStart) throw failedStart.reason;

  const apiUrl = `http://127.0.0.1:${apiPort}`;
  say(`API load, ${SECONDS} s per target:`);
  api = await measureApiRoutes({
    apiUrl,
    httpUrl: `http://127.0.0.1:${httpPort}/`,
    fastifyUrl: `http://127.0.0.1:${fastifyPort}/`,
    seconds: SECONDS,
    onProgress: say,
  });
  for (const r of Object.values(api)) {
    if (r.errors > 0 || r.timeouts > 0 || r.non2xx > 0) {
      failures.push(
        `${r.title}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers (${r.statuses})`,
      );
    }
  }

  say("200 simultaneous holds of the last free cabin ...");
  race = await raceForLastCabin(apiUrl);
  failures.push(...race.problems);
} catch (err) {
  failures.push(err instanceof Error ? err.message : String(err));
} finally {
  await Promise.all(processes.map((p) => stopProcess(p)));
  await rm(dataDir, { recursive: true, force: true });
  if (database) await database.drop().catch((err) => failures.push(`dropping the database: ${err.message}`));
}

const cpus = os.cpus();
const busy =
  loadBefore > cpus.length / 2
    ? ` The machine was already busy when the bench started (load average ${loadBefore.toFixed(1)} on ${cpus.length} cores): expect noisy numbers.`
    : "";
const report = renderReport({
  started,
  machine: `Node ${process.version}, ${cpus.length} x ${cpus[0]?.model ?? "CPU"}, ${os.platform()}; load average ${loadBefore.toFixed(1)} at the start; run took ${((Date.now() - started.getTime()) / 1000).toFixed(0)} s.${busy}`,
  web,
  webDir,
  api,
  seconds: SECONDS,
  race,
  notes: [
    "Budgets (DESIGN.md §8) are reported, not asserted: OVER does not fail the run.",
    "The API limits every client address to RATE_LIMIT_PER_MINUTE calls (1000 by default), which the bench keeps as a " +
      "visitor would meet it. Each benchmark connection therefore binds its own loopback source address " +
      "(127.77.x.y): every call is still counted by the limiter, none reaches the limit; a 429 would show under answers.",
    `The API runs as \`npm run start -w apps/api\` does (tsx) on ${databaseLabel}, with CLOCK_NOW=${CLOCK_NOW}, ` +
      "LOG_LEVEL=warn. autocannon runs in the bench process, on the same cores as the servers.",
    "PUT /quotes: one quote per connection, camping pass 2026-12-07..09, alternating 2 and 3 persons so each call re-prices and saves.",
    "Last cabin: one quote holds C1-C18, then 200 one-cabin quotes send PUT /api/ecommerce/reservations/ for C19 at once " +
      "(holds, the step where a unit is taken; DESIGN.md §8 words it as purchases).",
    "Web: module scripts, modulepreload links and inline module imports of the built HTML, plus the matched route's " +
      "modules from the React Router manifest and their static imports. Lighthouse scores are not measured here.",
  ],
});

say("");
say(report);
const resultsFile = join(os.tmpdir(), `park-bench-results-${started.toISOString().replace(/[:.]/g, "-")}.md`);
await writeFile(resultsFile, report);
say(`Results written to ${resultsFile}`);

if (failures.length > 0) {
  process.stderr.write(`\nThe bench failed:\n${failures.map((f) => `  - ${f}`).join("\n")}\n`);
  process.exit(1);
}
process.exit(0);
