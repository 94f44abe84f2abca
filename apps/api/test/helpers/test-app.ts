import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parkDate } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import { type AppOptions, buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/database.ts";
import type { WriteWatch } from "../../src/db/write-watch.ts";
import { leaseSeededDatabase } from "./reused-database.ts";
import { openOwnDatabase } from "./test-database.ts";

/** Sunday 22 November 2026, 10:00 in Ensenada: every test runs at this instant. */
export const PINNED_NOW = "2026-11-22T10:00:00-08:00";
export const TODAY = "2026-11-22";

/** Settings of a test app: pinned clock, silent logs, a temp data directory and no web build. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), "park-data-"));
  return loadConfig({
    CLOCK_NOW: PINNED_NOW,
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    TOKEN_SECRET: "test-secret-that-is-long-enough-for-hs256",
    WEB_DIR: join(dataDir, "no-web-build"),
    HOT_PATH: process.env.HOT_PATH,
    ...env,
  });
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  /** The app's own database, for tests that arrange extra rows. */
  db: Database;
  /** The writes that ended on it: a second app on the same database follows them as the first does. */
  writes: WriteWatch;
  close(): Promise<void>;
};

/**
 * The real app on a database of its own, migrated and seeded; `close` removes everything it created. An app
 * that starts on TODAY gets the run's database seeded then, reset to the seed (reused-database.ts; the seed
 * dates its rows by the park's day only); one that starts on another day, a database it seeds itself.
 */
export async function buildTestApp(
  env: Record<string, string | undefined> = {},
  options: Omit<AppOptions, "database"> = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const startsAt = options.clock?.() ?? config.clockNow;
  const handle =
    startsAt !== undefined && parkDate(startsAt) === TODAY
      ? await leaseSeededDatabase()
      : await openOwnDatabase();
  // The app closes the handle when it closes: that drops an own database, or gives the seeded one back.
  // The sandbox's webhooks wait for the test to send them, so each test decides what arrives and when.
  const app = await buildApp(config, { sandboxWebhooks: "manual", ...options, database: handle });
  return {
    app,
    config,
    db: handle.db,
    writes: handle.writes,
    async close() {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** GET through app.inject, answering the parsed JSON with the status. */
export async function getJson<T = unknown>(
  app: FastifyInstance,
  url: string,
  acceptLanguage?: string,
): Promise<{ status: number; body: T }> {
  const response = await app.inject({
    method: "GET",
    url,
    headers: acceptLanguage ? { "accept-language": acceptLanguage } : {},
  });
  return { status: response.statusCode, body: response.json<T>() };
}
