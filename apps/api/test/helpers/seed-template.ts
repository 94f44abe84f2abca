import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildApp } from "../../src/app.ts";
import { openPglite, openPostgres } from "../../src/db/database.ts";
import { testConfig } from "./test-app.ts";
import {
  adminQuery,
  dropSeededCopies,
  seededCopiesDir,
  uniqueDatabaseName,
  withDatabase,
} from "./test-database.ts";

/**
 * Vitest's global setup: migrates and seeds one database at PINNED_NOW for the whole run, which every test
 * app then copies (createTestDatabase's `seeded`) instead of migrating and seeding its own: a PostgreSQL
 * template database with DATABASE_URL, a PGlite data directory otherwise. Removed when the run ends, with
 * every copy still left (each worker keeps one to the end: reused-database.ts).
 */
export default async function buildSeedTemplate(project: TestProject): Promise<() => Promise<void>> {
  const config = testConfig();
  const serverUrl = process.env.DATABASE_URL;
  const name = uniqueDatabaseName();
  const dir = mkdtempSync(join(tmpdir(), "park-pglite-template-"));
  if (serverUrl) await adminQuery(serverUrl, `create database ${name}`);
  const handle = serverUrl ? openPostgres(withDatabase(serverUrl, name), 1) : await openPglite(dir);
  // Building the app migrates and seeds; closing it closes the database, so the template has no session.
  const app = await buildApp(config, { database: handle });
  await app.close();
  rmSync(config.dataDir, { recursive: true, force: true });
  mkdirSync(seededCopiesDir(dir));
  project.provide("seededTemplate", serverUrl ? name : dir);
  return async () => {
    if (serverUrl) {
      await dropSeededCopies(serverUrl, name);
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    }
    rmSync(dir, { recursive: true, force: true });
    rmSync(seededCopiesDir(dir), { recursive: true, force: true });
  };
}
