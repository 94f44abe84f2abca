import { existsSync } from "node:fs";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { CONNECTIONS, loadSideBySide } from "./api-load.mjs";
import { AVAILABILITY_BUDGET, availabilityReads } from "./availability-reads.mjs";
import { captureCatalogAnswers, measureCatalogReads } from "./catalog-reads.mjs";
import { measureInteractions } from "./commerce-interactions.mjs";
import { commercePages } from "./commerce-pages.mjs";
import { CLOCK_NOW } from "./demo-visits.mjs";
import { infoPagePaths } from "./info-pages.mjs";
import { buyLastCabin, purchaseSection } from "./last-cabin-purchases.mjs";
import { raceForLastCabin } from "./last-cabin-race.mjs";
import { COMMERCE_BUDGET, INFO_BUDGET, measureLighthouse } from "./lighthouse-pages.mjs";
import { measureOfficeYear, officeSection } from "./office-year.mjs";
import { freePort, REPO_ROOT, startApi, startBare, stopProcess } from "./processes.mjs";
import { measureQuoteUpdates } from "./quote-updates.mjs";
import { writeReadmeSection } from "./readme-section.mjs";
import { renderPagesReport, renderReport } from "./report.mjs";
import { runSoak, SOAK_MINUTES } from "./soak-step.mjs";
import { createThrowawayDatabase } from "./throwaway-database.mjs";
import { buildWeb, staleWebBuildReason, WEB_CLIENT_DIR } from "./web-build.mjs";
import { INFO_PAGES, measureInitialJs } from "./web-initial-js.mjs";

/**
 * `npm run bench [-- --write-readme | --only api | --only purchases | --only pages | --only lighthouse]`: Lighthouse, initial JS, the API beside its bare baselines
 * and the last-cabin race, printed as one Markdown report (budgets reported, not asserted). Exit 1 only when the
 * bench itself fails: a build or server that does not start, a call that errors or answers other than 2xx/304
 * under load, a last-cabin race that does not end with exactly one hold, a Lighthouse run that did not show its
 * page. `--only api` runs the API under load
 * alone (no build, initial JS, Lighthouse or last-cabin runs), to iterate on the API's speed in a few minutes;
 * `--only purchases` the 500 purchases of the last cabin alone (issue 13); `--only pages` Lighthouse on every
 * information page (issue 11's budget) and nothing else, with `--write-readme` into its own block of bench/README.md;
 * `--only lighthouse` the initial JS and Lighthouse of the whole bench's pages alone, to check them in a few minutes;
 * `--only soak [--soak-minutes N]` the soak of issue 31 alone (soak-step.mjs); `--only office` the office on a
 * year of sales alone (office-year.mjs), on PGlite and, with BENCH_POSTGRES_URL, on PostgreSQL.
 */
const args = process.argv.slice(2);
const onlyAt = args.indexOf("--only");
const only = onlyAt === -1 ? null : args[onlyAt + 1];
const onlyApi = only === "api";
const onlyPurchases = only === "purchases";
const onlyPages = only === "pages";
const onlySoak = only === "soak";
const onlyLighthouse = only === "lighthouse";
const onlyOffice = only === "office";
/** The runs that measure the web alone: no load, race or purchases, so no bare twins or PostgreSQL. */
const onlyWeb = onlyPages || onlyLighthouse;
const minutesAt = args.indexOf("--soak-minutes");
const soakMinutes = minutesAt === -1 ? SOAK_MINUTES : Number(args[minutesAt + 1]);
const rest = args.filter(
  (_, i) =>
    (onlyAt === -1 || (i !== onlyAt && i !== onlyAt + 1)) &&
    (minutesAt === -1 || (i !== minutesAt && i !== minutesAt + 1)),
);
if (
  (only !== null &&
    !onlyApi &&
    !onlyPurchases &&
    !onlyPages &&
    !onlySoak &&
    !onlyLighthouse &&
    !onlyOffice) ||
  rest.some((a) => a !== "--write-readme") ||
  (rest.includes("--write-readme") && (onlyApi || onlyPurchases || onlyLighthouse)) ||
  (minutesAt !== -1 && (!onlySoak || !(soakMinutes > 0)))
) {
  process.stderr.write(
    "usage: npm run bench [-- --write-readme | --only api | --only purchases | --only pages [--write-readme] | --only lighthouse | --only office [--write-readme] | --only soak [--soak-minutes N] [--write-readme]]\n",
  );
  process.exit(2);
}
/** Measured seconds per target: baselines and quote updates 6, the eight catalog reads and their twins 3. */
const LONG_SECONDS = 6;
const SHORT_SECONDS = 3;
const FIRST_PORT = Number(process.env.BENCH_PORT || 3400);

const started = new Date();
const loadBefore = os.loadavg()[0];
const say = (line) => process.stdout.write(`${line}\n`);
const failures = [];
const failed = (label) => (err) =>
  failures.push(`${label}: ${err instanceof Error ? err.message : String(err)}`);
const processes = [];
const databases = [];
const workDir = await mkdtemp(join(os.tmpdir(), "park-bench-"));
const siteDir = join(workDir, "web");

let lighthouse = { skipped: "the bench failed before it" };
let interactions = { skipped: "the bench failed before it" };
let web = { skipped: `${WEB_CLIENT_DIR} does not exist` };
const api = { baselines: [], pairs: [] };
const races = [];
const purchases = [];
const office = [];

let nextPort = FIRST_PORT;
/** The next free port; called one at a time so no two servers get the same. */
const takePort = async () => {
  nextPort = (await freePort(nextPort)) + 1;
  return nextPort - 1;
};

/** Waits for a process to start, keeping it for the clean-up even when another start fails. */
const keep = async (starting) => {
  const proc = await starting;
  processes.push(proc);
  return proc;
};

/**
 * Copies the build to `dir` and measures its initial JS there; the API serves that copy, so a rebuild in the
 * working tree meanwhile changes nothing measured. A copy taken during such a rebuild misses files, which the
 * measure notices: the copy is then taken once more after a pause.
 */
async function snapshotWebBuild(dir) {
  for (let attempt = 1; ; attempt++) {
    await rm(dir, { recursive: true, force: true });
    await cp(WEB_CLIENT_DIR, dir, { recursive: true });
    try {
      return measureInitialJs(dir);
    } catch (err) {
      if (attempt === 2) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20_000));
    }
  }
}

if (onlySoak)
  await runSoak({
    minutes: soakMinutes,
    firstPort: FIRST_PORT,
    started,
    loadBefore,
    say,
    writeReadme: rest.includes("--write-readme"),
  });

const postgresUrl = process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL;

/** The office on a year of sales, on each database: a data set of its own, loaded after everything else. */
async function measureOffice() {
  say("The office on a year of sales:");
  for (const serverUrl of postgresUrl ? [null, postgresUrl] : [null]) {
    office.push(await measureOfficeYear({ serverUrl, port: await takePort(), say }));
  }
}

if (onlyOffice) {
  try {
    await measureOffice();
  } catch (err) {
    failed("office")(err);
  }
  const report = office.length ? officeSection(office) : "### The office on a year of sales\n\nNot measured.";
  say(`\n${report}`);
  if (args.includes("--write-readme") && failures.length === 0)
    say(`Written to the office's figures of ${await writeReadmeSection(report, "office")}`);
  if (failures.length > 0) {
    process.stderr.write(`\nThe bench failed:\n${failures.map((f) => `  - ${f}`).join("\n")}\n`);
    process.exit(1);
  }
  process.exit(0);
}

try {
  // Only the runs of the web measure it: they build a stale one, the other runs serve what is there.
  const measuresWeb = !only || onlyWeb;
  const stale = measuresWeb ? staleWebBuildReason() : null;
  if (!measuresWeb) {
    web = { skipped: `--only ${only}` };
    // The API serves the existing build as it is (the load runs call only /api); none is fine too.
    if (existsSync(WEB_CLIENT_DIR)) await cp(WEB_CLIENT_DIR, siteDir, { recursive: true });
  } else if (stale) {
    say(`Building the web (${stale}) ...`);
    await buildWeb().catch(failed("web build"));
  }
  if (measuresWeb && existsSync(WEB_CLIENT_DIR)) {
    say("Web: initial JS of each page ...");
    try {
      web = await snapshotWebBuild(siteDir);
    } catch (err) {
      web = { skipped: "see the failures" };
      failed("initial JS")(err);
    }
  }

  // Servers: the API on PGlite (and on PostgreSQL with BENCH_POSTGRES_URL), each bare twin on its own database.
  const kinds = postgresUrl && !onlyWeb ? ["PGlite", "PostgreSQL"] : ["PGlite"];
  const servers = [];
  for (const kind of kinds) {
    const apiDb = kind === "PostgreSQL" ? await createThrowawayDatabase(postgresUrl) : null;
    const bareDb = kind === "PostgreSQL" ? await createThrowawayDatabase(postgresUrl) : null;
    databases.push(...[apiDb, bareDb].filter(Boolean));
    servers.push({
      kind,
      apiDb,
      apiPort: await takePort(),
      barePort: await takePort(),
      bareArgs: bareDb ? ["postgres", bareDb.url] : ["pglite", join(workDir, "bare-pglite")],
    });
  }
  const [httpPort, fastifyPort] = [await takePort(), await takePort()];
  say(`Starting the servers on ports ${FIRST_PORT}-${nextPort - 1} ...`);
  await Promise.all([
    ...servers.flatMap((s) => [
      keep(
        startApi({
          label: `API on ${s.kind}`,
          port: s.apiPort,
          dataDir: join(workDir, `api-${s.kind}`),
          webDir: siteDir,
          clockNow: CLOCK_NOW,
          databaseUrl: s.apiDb?.url,
        }),
      ),
      // The web's runs load no API, so they need no bare twin.
      !onlyWeb &&
        keep(
          startBare(
            `bare UPDATE on ${s.kind}`,
            "bare-update-server.mjs",
            [s.barePort, CONNECTIONS, ...s.bareArgs],
            s.barePort,
            "/health",
          ),
        ),
    ]),
    !onlyWeb && keep(startBare("bare node:http server", "baseline-server.mjs", ["http", httpPort], httpPort)),
    !onlyWeb &&
      keep(startBare("bare Fastify server", "baseline-server.mjs", ["fastify", fastifyPort], fastifyPort)),
  ]);
  for (const s of servers) {
    s.apiUrl = `http://127.0.0.1:${s.apiPort}`;
    s.bareUrl = `http://127.0.0.1:${s.barePort}`;
  }
  const main = servers[0];

  if (!measuresWeb) {
    lighthouse = { skipped: `--only ${only}` };
    interactions = { skipped: `--only ${only}` };
  } else if (web.pages) {
    say(`Lighthouse mobile on the built site served by the API on ${main.kind}:`);
    const pagesOf = (paths) => paths.map((path) => ({ path }));
    const groups = onlyPages
      ? [{ budget: INFO_BUDGET, pages: pagesOf(infoPagePaths(siteDir)) }]
      : [
          { budget: INFO_BUDGET, pages: pagesOf(INFO_PAGES) },
          { budget: COMMERCE_BUDGET, pages: commercePages(main.apiUrl) },
        ];
    lighthouse = await measureLighthouse(main.apiUrl, say, groups).catch((err) => {
      failed("Lighthouse")(err);
      return { skipped: "see the failures" };
    });
    failures.push(...(lighthouse.problems ?? []));
    if (onlyPages) {
      interactions = { skipped: "--only pages" };
    } else {
      say("Interactions on the commerce pages, on a phone at 4x CPU:");
      interactions = await measureInteractions(main.apiUrl, say).catch((err) => {
        failed("interactions")(err);
        return { skipped: "see the failures" };
      });
    }
  } else {
    lighthouse = { skipped: "no web build" };
    interactions = { skipped: "no web build" };
  }

  if (!onlyPurchases && !onlyWeb) {
    say("API under load:");
    say("  bare node:http and bare Fastify JSON routes ...");
    api.baselines = await loadSideBySide(
      [
        { title: "bare node:http JSON route", url: `http://127.0.0.1:${httpPort}/` },
        { title: "bare Fastify JSON route", url: `http://127.0.0.1:${fastifyPort}/` },
      ],
      LONG_SECONDS,
    );

    // Each read answered once by the API, then under load beside a bare twin serving those very bytes.
    const readsBesideTheirTwin = async (apiUrl, { reads, name, budget, label }) => {
      const captured = await captureCatalogAnswers(apiUrl, workDir, reads, name);
      const port = await takePort();
      await keep(
        startBare(
          `bare twin of ${name}`,
          "bare-catalog-server.mjs",
          [port, captured.file],
          port,
          captured.answers[0].path,
        ),
      );
      return measureCatalogReads({
        apiUrl,
        bareUrl: `http://127.0.0.1:${port}`,
        answers: captured.answers,
        seconds: SHORT_SECONDS,
        onProgress: say,
        reads,
        budget,
        label,
      });
    };
    api.pairs.push(...(await readsBesideTheirTwin(main.apiUrl, { name: "catalog-answers" })));
    for (const server of servers) {
      api.pairs.push(
        ...(await readsBesideTheirTwin(server.apiUrl, {
          reads: await availabilityReads(server.apiUrl),
          name: `availability-${server.kind}`,
          budget: AVAILABILITY_BUDGET,
          label: ` (${server.kind})`,
        })),
      );
    }
    for (const server of servers) {
      api.pairs.push(
        await measureQuoteUpdates({
          ...server,
          databaseKind: server.kind,
          seconds: LONG_SECONDS,
          onProgress: say,
        }),
      );
    }
    for (const run of [...api.baselines, ...api.pairs.flatMap((p) => [p.target, p.bare])]) {
      if (run.problem) failures.push(run.problem);
    }
  }

  for (const server of only ? [] : servers) {
    say(`200 simultaneous holds of the last free cabin on ${server.kind} ...`);
    const race = await raceForLastCabin(server.apiUrl);
    races.push({ databaseKind: server.kind, race });
    failures.push(...race.problems.map((p) => `last cabin on ${server.kind}: ${p}`));
  }
  for (const server of onlyApi || onlyWeb ? [] : servers) {
    say(`500 simultaneous purchases of the last free cabin on ${server.kind} ...`);
    const result = await buyLastCabin(server.apiUrl, join(workDir, `api-${server.kind}`));
    purchases.push({ databaseKind: server.kind, result });
    failures.push(...result.problems.map((p) => `last cabin purchases on ${server.kind}: ${p}`));
  }
  // Last, once the other servers are stopped: its year of sales is a data set of its own.
  if (!only) {
    await Promise.all(processes.splice(0).map((p) => stopProcess(p)));
    await measureOffice();
  }
} catch (err) {
  failed("bench")(err);
} finally {
  await Promise.all(processes.map((p) => stopProcess(p)));
  for (const db of databases) await db.drop().catch(failed("dropping a database"));
  await rm(workDir, { recursive: true, force: true });
}

const cpus = os.cpus();
const busy = loadBefore > cpus.length / 2 ? " The machine was already busy: expect noisy figures." : "";
const machine =
  `Node ${process.version}, ${cpus.length} x ${cpus[0]?.model ?? "CPU"}; load average ${loadBefore.toFixed(1)} ` +
  `at the start; the run took ${((Date.now() - started.getTime()) / 1000).toFixed(0)} s.${busy}`;
const report = onlyWeb
  ? renderPagesReport({ started, machine, lighthouse, interactions, web, failures, only })
  : [
      renderReport({ started, machine, lighthouse, interactions, web, api, races, failures, only }),
      purchases.length
        ? purchaseSection(purchases)
        : `### Last free cabin purchases\n\nNot measured (${onlyApi ? "--only api" : "see the failures"}).`,
      office.length
        ? officeSection(office)
        : `### The office on a year of sales\n\nNot measured (${only ? `--only ${only}` : "see the failures"}).`,
    ].join("\n\n");

say("");
say(report);
const resultsFile = join(REPO_ROOT, "bench/last-run.md");
await writeFile(resultsFile, `# npm run bench\n\n${report}\n`);
say(`\nWritten to ${resultsFile}`);
if (args.includes("--write-readme")) {
  if (failures.length === 0) {
    const block = onlyPages ? "pages" : "all";
    say(`and to the latest figures of ${await writeReadmeSection(report, block)}`);
  } else say("bench/README.md is left as it was: the bench failed.");
}

if (failures.length > 0) {
  process.stderr.write(`\nThe bench failed:\n${failures.map((f) => `  - ${f}`).join("\n")}\n`);
  process.exit(1);
}
process.exit(0);
