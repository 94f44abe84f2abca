import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { CLOCK_NOW, percentile } from "./demo-visits.mjs";
import { inspectorUrl, memoryAfterFullGc } from "./inspector-memory.mjs";
import { freePort, REPO_ROOT, startApi, stopProcess } from "./processes.mjs";
import { createThrowawayDatabase } from "./throwaway-database.mjs";

/**
 * The office on a busy season (issue 36 item 4), a step of `npm run bench` (alone: `--only office`): a year of
 * sales (npm run demo-year) on a fresh PGlite data directory or a throwaway PostgreSQL database, then the
 * dashboard's three calls asked one after the other and the page's three at once, and a month's and a year's
 * export downloaded while the API's memory is sampled: a year streamed must not need more memory than a month.
 */
const ROUNDS = 100;
/** The dashboard's budget: p95 of each call, and of the page's three at once. */
export const OFFICE_P95_BUDGET_MS = 300;
const PASSWORD = `bench ${Math.random().toString(36).slice(2)} password`;
const EMAIL = "bench-desk@park.example";

function run(command, commandArgs, env, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.stdin.end(input ?? "");
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${commandArgs.join(" ")}: ${output}`)),
    );
  });
}

/** The whole process's resident memory (Linux), the PGlite thread's included, garbage and all. */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) * 1024 : 0;
}

/**
 * Loads the year and measures it, on PGlite, or on a throwaway database of the PostgreSQL server at
 * `serverUrl` (dropped after). `port`: the first port to try for the API. Answers the figures.
 */
export async function measureOfficeYear({ serverUrl, port: firstPort, say }) {
  const workDir = await mkdtemp(join(os.tmpdir(), "park-bench-office-"));
  const database = serverUrl ? await createThrowawayDatabase(serverUrl) : null;
  const env = { DATA_DIR: workDir, CLOCK_NOW, DATABASE_URL: database?.url ?? "", LOG_LEVEL: "warn" };
  let api = null;
  try {
    say(`  a year of sales on ${database ? "PostgreSQL" : "PGlite"} ...`);
    await run(
      "npm",
      ["run", "--silent", "staff", "--", "import"],
      env,
      `${EMAIL}\tfront_desk\t${PASSWORD}\nbench-gate@park.example\tgate\t${PASSWORD}\n`,
    );
    const loadStarted = performance.now();
    const loaded = await run("npm", ["run", "--silent", "demo-year"], env);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const port = await freePort(firstPort);
    api = await startApi({
      label: "API",
      port,
      dataDir: workDir,
      webDir: join(workDir, "no-web"),
      clockNow: CLOCK_NOW,
      databaseUrl: database?.url,
      inspect: true,
    });
    const inspector = inspectorUrl(api.output());
    if (!inspector) throw new Error("the API printed no inspector address");
    const base = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${base}/api/office/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
    const cookie = signIn.headers.get("set-cookie")?.split(";")[0] ?? "";
    const get = async (path) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return { ms: performance.now() - started, bytes: body.byteLength };
    };

    const calls = [
      "/api/office/dashboard/arrivals",
      "/api/office/dashboard/occupancy",
      "/api/office/dashboard/sales",
    ];
    const lines = [];
    for (const path of calls) {
      for (let i = 0; i < 5; i++) await get(path);
      const times = [];
      for (let i = 0; i < ROUNDS; i++) times.push((await get(path)).ms);
      lines.push({ what: `\`${path.replace("/api/office/dashboard/", "")}\``, times });
    }
    const page = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      await Promise.all(calls.map(get));
      page.push(performance.now() - started);
    }
    lines.push({ what: "the page's three at once", times: page });

    const exports = [];
    for (const [label, path] of [
      ["CSV, a month", "/api/office/reports/payments.csv?from=2026-10-23&to=2026-11-22"],
      ["CSV, the year", "/api/office/reports/payments.csv?from=2025-11-23&to=2026-11-22"],
      ["XLSX, a month", "/api/office/reports/payments.xlsx?from=2026-10-23&to=2026-11-22"],
      ["XLSX, the year", "/api/office/reports/payments.xlsx?from=2025-11-23&to=2026-11-22"],
    ]) {
      // What the process keeps (JS heap and the memory its objects own, PGlite's included) after a full
      // collection, before and every 300 ms while the export streams: garbage not yet collected is not counted.
      const before = (await memoryAfterFullGc(inspector)).kept;
      let peak = before;
      const rssBefore = rssOf(api.child.pid);
      let rssPeak = rssBefore;
      const rssSampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, rssOf(api.child.pid));
      }, 25);
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          const usage = await memoryAfterFullGc(inspector).catch(() => null);
          if (usage) peak = Math.max(peak, usage.kept);
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      })();
      const { ms, bytes } = await get(path);
      sampling = false;
      await sampler;
      clearInterval(rssSampler);
      exports.push({
        label,
        ms,
        bytes,
        before,
        growth: peak - before,
        rssBefore,
        rssGrowth: rssPeak - rssBefore,
      });
    }

    return {
      databaseKind: database ? "PostgreSQL" : "PGlite",
      loaded: loaded.trim().split("\n")[0],
      loadSeconds,
      calls: lines.map(({ what, times }) => ({
        what,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: Math.max(...times),
      })),
      exports,
    };
  } finally {
    if (api) await stopProcess(api);
    await database?.drop();
    await rm(workDir, { recursive: true, force: true });
  }
}

const mb = (bytes) => (bytes / 1_048_576).toFixed(1);

/**
 * A year's export streams when, while it is written, the process keeps no more than while a month's is: what it
 * keeps beyond the month's growth stays under half the year's file (holding the file, or its rows, would keep
 * at least all of it).
 */
function streams(year, month) {
  return year.growth - Math.max(month.growth, 0) < year.bytes / 2;
}

/** The office's figures of each database, side by side, beside their budgets. */
export function officeSection(results) {
  const kinds = results.map((r) => r.databaseKind);
  const callRows = results[0].calls.map(({ what }, i) => {
    const cells = results.map((r) => r.calls[i]);
    const over = cells.filter((c) => c.p95 >= OFFICE_P95_BUDGET_MS).length > 0;
    const figures = cells.map((c) => `${c.p50.toFixed(1)} / ${c.p95.toFixed(1)} / ${c.max.toFixed(1)}`);
    return `| ${what} | ${figures.join(" | ")} | p95 < ${OFFICE_P95_BUDGET_MS} | ${over ? "OVER" : "PASS"} |`;
  });
  const exportRows = results[0].exports.map(({ label }, i) => {
    const cells = results.map((r) => r.exports[i]);
    const figures = cells.map(
      (e) => `${(e.ms / 1000).toFixed(1)}, ${mb(e.bytes)}, ${mb(e.growth)}, ${mb(e.rssGrowth)}`,
    );
    const year = label.endsWith("the year");
    const flat = results.every((r) => {
      const month = r.exports.find((e) => e.label === label.replace("the year", "a month"));
      return !year || (month && streams(r.exports[i], month));
    });
    return `| ${label} | ${figures.join(" | ")} | ${year ? "kept like a month's" : ""} | ${year ? (flat ? "PASS" : "OVER") : ""} |`;
  });
  return [
    "### The office on a year of sales",
    "",
    ...results.map(
      (r) =>
        `- ${r.databaseKind}: ${r.loaded.replace(/\.$/, "")} (${r.loadSeconds.toFixed(0)} s with start-up).`,
    ),
    "",
    `| call, p50 / p95 / max ms (100 times each) | ${kinds.join(" | ")} | budget | result |`,
    `|---|${kinds.map(() => "---|").join("")}---|---|`,
    ...callRows,
    "",
    `| export | ${kinds.map((k) => `${k}: s, MB, kept growth MB, RSS growth MB`).join(" | ")} | budget | result |`,
    `|---|${kinds.map(() => "---|").join("")}---|---|`,
    ...exportRows,
  ].join("\n");
}
