import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { loadConfig } from "../../src/config.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "../../src/db/database.ts";

/** HOT_PATH of the test run (test:hot-path-off sets it off): PGlite in its thread or in the test's. */
const { hotPath } = loadConfig({ HOT_PATH: process.env.HOT_PATH });

export type TestDatabase = {
  /** Opens (or re-opens, to simulate a restart) the test database. */
  open(): Promise<DatabaseHandle>;
  /** Removes the database; call after every handle is closed. */
  drop(): Promise<void>;
};

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A clean database for one test file. With DATABASE_URL the suite runs on that PostgreSQL server in a
 * new uniquely named database (so files can run in parallel), dropped afterwards; otherwise on PGlite,
 * in memory unless `persistent` (a temp directory, so it survives a close and re-open).
 */
export async function createTestDatabase(options: { persistent?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `park_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${name}`);
    return {
      open: async () => openPostgres(withDatabase(serverUrl, name), 4),
      drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
    };
  }
  if (options.persistent) {
    const dir = mkdtempSync(join(tmpdir(), "park-pglite-"));
    return {
      open: () => openPglite(dir, { hotPath }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  return { open: () => openPglite(undefined, { hotPath }), drop: async () => {} };
}
