import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
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

declare module "vitest" {
  export interface ProvidedContext {
    /** The database seed-template.ts built once for the run: a PGlite data directory or a PostgreSQL name. */
    seededTemplate: string;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export const uniqueDatabaseName = (): string => `park_test_${process.pid}_${randomBytes(4).toString("hex")}`;

/**
 * A database of its own for one test file. With DATABASE_URL the suite runs on that PostgreSQL server in a
 * new uniquely named database (so files can run in parallel), dropped afterwards; otherwise on PGlite, in
 * memory unless `persistent` (a temp directory, so it survives a close and re-open).
 *
 * `seeded`: a copy of the database migrated and seeded at PINNED_NOW once for the whole run (seed-template.ts),
 * instead of an empty one that the app migrates and seeds again: each file still has its own rows. Copies are
 * named after the template, so the run's end removes any that outlive their file (reused-database.ts keeps
 * one per worker).
 */
export async function createTestDatabase(
  options: { persistent?: boolean; seeded?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const template = options.seeded ? inject("seededTemplate") : undefined;
  if (serverUrl) {
    const name = template ? seededCopyName(template) : uniqueDatabaseName();
    await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
    return {
      open: async () => openPostgres(withDatabase(serverUrl, name), 4),
      drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
    };
  }
  if (options.persistent || template) {
    const dir = template
      ? mkdtempSync(join(seededCopiesDir(template), "copy-"))
      : mkdtempSync(join(tmpdir(), "park-pglite-"));
    if (template) cpSync(template, dir, { recursive: true });
    return {
      open: () => openPglite(dir, { hotPath }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  return { open: () => openPglite(undefined, { hotPath }), drop: async () => {} };
}

/** A new database (createTestDatabase's), opened: closing the handle also removes the database. */
export async function openOwnDatabase(options: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  const database = await createTestDatabase(options);
  const handle = await database.open();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** Where the PGlite copies of a template live: removed with the template when the run ends. */
export const seededCopiesDir = (template: string): string => `${template}-copies`;

/** A PostgreSQL copy's name: the template's, so the run's end finds every copy by it. */
const seededCopyName = (template: string): string => `${template}_${randomBytes(4).toString("hex")}`;

/** Every copy of a PostgreSQL template still on the server: those files left, and the workers' kept ones. */
export async function dropSeededCopies(serverUrl: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${template}\\_%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}
