import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The first port from `from` upwards that nothing listens on at 127.0.0.1. */
export async function freePort(from) {
  for (let port = from; port < from + 200; port++) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${from} and ${from + 199}`);
}

/** A child process whose output is kept (last 20 KB) to explain a failure. */
function startChild(label, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { label, child, exited, output: () => output };
}

/**
 * Polls `url` until it answers 200, failing early when the process exits or after `timeoutMs`. The limits are
 * generous: the API starts in seconds on a quiet machine, but took 70 s at a load average of 30.
 */
async function waitUntilAnswering(proc, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exit = null;
  proc.exited.then((e) => {
    exit = e;
  });
  while (Date.now() < deadline) {
    if (exit) {
      throw new Error(
        `${proc.label} exited (${exit.code ?? exit.signal}) before answering:\n${proc.output()}`,
      );
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopProcess(proc);
  throw new Error(`${proc.label} did not answer ${url} within ${timeoutMs / 1000} s:\n${proc.output()}`);
}

/** Stops a started process with SIGTERM (graceful close), then SIGKILL if it lingers. */
export async function stopProcess(proc) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill("SIGTERM");
  const timer = setTimeout(() => proc.child.kill("SIGKILL"), 5_000);
  await proc.exited;
  clearTimeout(timer);
}

/**
 * Far above what a load run sends, so the per-address limiter still runs on every call (its cost is part of
 * the figures) but never answers 429.
 */
export const BENCH_RATE_LIMIT_PER_MINUTE = 100_000_000;

/**
 * The arguments of `npm run start -w apps/api` after `node` (its V8 settings, tsx, the entry), the entry's
 * path taken from the repository's root: the bench measures the API as it is started, flags included.
 */
function apiStartArgs() {
  const { scripts } = JSON.parse(readFileSync(new URL("../apps/api/package.json", import.meta.url), "utf8"));
  const [command, ...args] = scripts.start.split(" ");
  if (command !== "node") throw new Error(`apps/api's start script does not run node: ${scripts.start}`);
  return args.map((arg) => (arg.endsWith(".ts") ? `apps/api/${arg}` : arg));
}

/**
 * The real API, started as `npm run start -w apps/api` starts it, on a fresh data directory (PGlite there,
 * or `databaseUrl`): it migrates and seeds the demo data on start and serves the built web. The clock is
 * pinned so the demo dates are bookable. `inspect` opens the V8 inspector on 127.0.0.1 (bench/inspector-memory.mjs).
 */
export async function startApi({ label, port, dataDir, webDir, clockNow, databaseUrl, inspect = false }) {
  // The inspector on a port of its own choosing (printed at start): the soak reads memory through it.
  const inspector = inspect ? ["--inspect=127.0.0.1:0"] : [];
  const proc = startChild(label, [...inspector, ...apiStartArgs()], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    CLOCK_NOW: clockNow,
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT_PER_MINUTE),
    // Empty means "not set" to the API: PGlite in DATA_DIR unless the bench was given a database.
    DATABASE_URL: databaseUrl ?? "",
  });
  await waitUntilAnswering(proc, `http://127.0.0.1:${port}/health`, 300_000);
  return proc;
}

/**
 * One of the bare servers of this folder (`script`, e.g. "baseline-server.mjs") started with `args`; ready once
 * `readyPath` on `port` answers 200.
 */
export async function startBare(label, script, args, port, readyPath = "/") {
  const file = fileURLToPath(new URL(`./${script}`, import.meta.url));
  const proc = startChild(label, [file, ...args.map(String)], {});
  await waitUntilAnswering(proc, `http://127.0.0.1:${port}${readyPath}`, 300_000);
  return proc;
}
