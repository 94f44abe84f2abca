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
 * `npm run bench:office [-- --postgres postgres://...]` (issue 36 item 4): a year of sales (npm run demo-year) on a
 * fresh PGlite data directory, or a throwaway PostgreSQL database, then the dashboard's three calls asked one
 * after the other and the page's three at once, and a month's and a year's export downloaded while the API's
 * resident memory is sampled: a year streamed must not need more memory than a month. Prints Markdown.
 */
const args = process.argv.slice(2);
const pgAt = args.indexOf("--postgres");
const serverUrl = pgAt === -1 ? null : args[pgAt + 1];
const ROUNDS = 100;
const PASSWORD = `bench ${Math.random().toString(36).slice(2)} password`;
const EMAIL = "bench-desk@park.example";
const say = (line) => process.stdout.write(`${line}\n`);

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

const mb = (bytes) => (bytes / 1_048_576).toFixed(1);

const workDir = await mkdtemp(join(os.tmpdir(), "park-bench-office-"));
const database = serverUrl ? await createThrowawayDatabase(serverUrl) : null;
const env = { DATA_DIR: workDir, CLOCK_NOW, DATABASE_URL: database?.url ?? "", LOG_LEVEL: "warn" };
let api = null;
try {
  await run(
    "npm",
    ["run", "--silent", "staff", "--", "import"],
    env,
    `${EMAIL}\tfront_desk\t${PASSWORD}\nbench-gate@park.example\tgate\t${PASSWORD}\n`,
  );
  const loadStarted = performance.now();
  const loaded = await run("npm", ["run", "--silent", "demo-year"], env);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const port = await freePort(Number(process.env.BENCH_PORT || 3490));
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

  say(
    `### Office figures on a year of sales (${database ? "PostgreSQL" : "PGlite"}, ${new Date().toISOString()}, load ${os.loadavg()[0].toFixed(1)})`,
  );
  say("");
  say(`${loaded.trim().split("\n")[0]} (${loadSeconds.toFixed(0)} s with start-up)`);
  say("");
  say(`| call (${ROUNDS} times, one after the other) | p50 ms | p95 ms | max ms | budget p95 |`);
  say("|---|---|---|---|---|");
  for (const { what, times } of lines) {
    say(
      `| ${what} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${Math.max(...times).toFixed(1)} | 300 |`,
    );
  }
  say("");
  say(
    "| export | time s | size MB | kept before MB | most kept while it streamed, over before MB | RSS before MB | RSS peak over before MB |",
  );
  say("|---|---|---|---|---|---|---|");
  for (const e of exports) {
    say(
      `| ${e.label} | ${(e.ms / 1000).toFixed(1)} | ${mb(e.bytes)} | ${mb(e.before)} | ${mb(e.growth)} | ${mb(e.rssBefore)} | ${mb(e.rssGrowth)} |`,
    );
  }
} finally {
  if (api) await stopProcess(api);
  await database?.drop();
  await rm(workDir, { recursive: true, force: true });
}
