import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { type DatabaseHandle, openPglite, openPostgres } from "../../src/db/database.ts";
import { adminQuery, withDatabase } from "./test-database.ts";

const API_DIR = fileURLToPath(new URL("../../", import.meta.url));
const ENTRY = fileURLToPath(new URL("./api-process-entry.ts", import.meta.url));

/** The database API processes share: its settings for them, and a handle for the test to look inside. */
export type ProcessDatabase = {
  kind: "PGlite" | "PostgreSQL";
  env: Record<string, string>;
  /** For PGlite, only while no process has it open (PGlite is one process's). */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
};

/**
 * A new database on the DATABASE_URL server when it is set (a uniquely named one, dropped afterwards), else
 * PGlite in `dataDir`, where the API processes given that DATA_DIR keep it. `seeded`: a copy of the run's
 * database migrated and seeded at PINNED_NOW (seed-template.ts), for tests that are not about a first start.
 */
export async function createProcessDatabase(
  dataDir: string,
  options: { seeded?: boolean } = {},
): Promise<ProcessDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const template = options.seeded ? inject("seededTemplate") : undefined;
  if (!serverUrl) {
    if (template) cpSync(template, join(dataDir, "pglite"), { recursive: true });
    return {
      kind: "PGlite",
      env: { DATABASE_URL: "" },
      open: () => openPglite(join(dataDir, "pglite")),
      drop: async () => {},
    };
  }
  const name = `park_proc_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = withDatabase(serverUrl, name);
  return {
    kind: "PostgreSQL",
    env: { DATABASE_URL: url },
    open: async () => openPostgres(url, 4),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** The first port from `from` to `to` nothing listens on at 127.0.0.1 (each test file takes its own range). */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${from} and ${to}`);
}

export type ApiProcess = {
  base: string;
  child: ChildProcess;
  /** Resolves when the process ends, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** SIGTERM (the app closes cleanly), SIGKILL if it lingers. */
  stop(): Promise<void>;
};

/**
 * Starts the API (test/helpers/api-process-entry.ts) as a child process on `port` with these settings,
 * answering once /health does. Start-up is slow on a loaded machine (tsx compiles, migrations run).
 */
export async function startApiProcess(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", ENTRY], {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const proc: ApiProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  let ended = false;
  exited.then(() => {
    ended = true;
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the API process ended before answering:\n${output}`);
    try {
      const response = await fetch(`${proc.base}/health`);
      await response.arrayBuffer();
      if (response.ok) return proc;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await proc.stop();
  throw new Error(`the API process did not answer within 90 s:\n${output}`);
}

/** A JSON call to a process, answering the status and the parsed body. */
export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; language?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers["accept-language"] = options.language;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
