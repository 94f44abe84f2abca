import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { withPreparedStatements } from "../hot-path/pglite-prepared-statements.ts";
import { PGliteThread } from "../hot-path/pglite-thread.ts";
import { listenToInventoryChanges } from "./inventory-notifications.ts";
import {
  createWriteWatch,
  type WriteWatch,
  watchPgConnectionWrites,
  watchPgliteWrites,
} from "./write-watch.ts";

/** The database as repositories see it; the same type whether PGlite or a PostgreSQL server is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type StartupSession = {
  db: Database;
  /** Applies the committed migrations of apps/api/drizzle that are not applied yet. */
  migrate: () => Promise<void>;
};

export type DatabaseHandle = {
  readonly driver: "pglite" | "pg";
  readonly db: Database;
  /** The writes that ended since it opened, this process's and (on PostgreSQL) other processes'. */
  readonly writes: WriteWatch;
  /**
   * Runs start-up work (migrations, seed) alone: another API process starting on the same PostgreSQL
   * waits for it instead of migrating or seeding at the same time.
   */
  startup<T>(work: (session: StartupSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));
/** Any fixed number shared by every API process; pg_advisory_lock keys are application-defined. */
const STARTUP_LOCK_KEY = 7_310_001;

/**
 * The PGlite client Drizzle is given. On the hot path (docs/hot-path.md) PGlite runs in a thread of its
 * own and every query text is a named statement; `onThreadLost` is told if the thread ends unasked.
 * Without it, PGlite runs in this thread and its own query() parses every statement.
 */
async function pgliteClient(
  dataDir: string | undefined,
  hotPath: boolean,
  onThreadLost?: (err: Error) => void,
): Promise<Pick<PGlite, "query" | "transaction" | "close">> {
  if (!hotPath) return PGlite.create(dataDir);
  // Drizzle's PGlite driver calls only query() and transaction(), which the thread's client has as PGlite.
  return withPreparedStatements(await PGliteThread.create(dataDir, onThreadLost));
}

/**
 * Embedded PostgreSQL: data kept in `dataDir`, or in memory when no directory is given (tests).
 * `hotPath` (HOT_PATH, on unless said) puts it in a thread of its own (pgliteClient).
 */
export async function openPglite(
  dataDir?: string,
  options: { hotPath?: boolean; onThreadLost?: (err: Error) => void } = {},
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await pgliteClient(dataDir, options.hotPath ?? true, options.onThreadLost);
  // Only this process opens the data directory, so its own writes are all there are.
  const writes = createWriteWatch();
  const db = drizzlePglite({ client: watchPgliteWrites(client, writes) as PGlite });
  // Only this process opens the data directory, so queueing start-up work in memory makes it run alone.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    driver: "pglite",
    db,
    writes,
    startup(work) {
      const run = queue.then(() =>
        work({ db, migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }) }),
      );
      queue = run.catch(() => undefined);
      return run;
    },
    close: () => client.close(),
  };
}

/** Told about a connection the server ended or lost: its code, never its message (decision 0046). */
export type ConnectionLossListener = (code: string | undefined) => void;

const codeOf = (err: Error): string | undefined => {
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
};

/**
 * A PostgreSQL server through node-postgres. A connection the server ends (pg_terminate_backend, a restart)
 * or loses is reported to `onConnectionLost` and dropped; the pool opens new ones when asked, so the API
 * answers again as soon as the server does (decision 0046).
 */
export function openPostgres(
  connectionString: string,
  poolSize = 10,
  onConnectionLost: ConnectionLossListener = () => {},
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 });
  const db = drizzlePg({ client: pool });
  const writes = createWriteWatch();
  const listener = listenToInventoryChanges(connectionString, writes);
  // Without a listener, an idle connection's error is thrown by the pool's EventEmitter and ends the process.
  pool.on("error", (err) => onConnectionLost(codeOf(err)));
  // pool.end() resolves once it has asked its connections to close, not when they are closed; close()
  // waits for them, so whoever drops the database next does not cut a connection still saying goodbye.
  const connections = new Set<pg.PoolClient>();
  pool.on("connect", (client) => {
    connections.add(client);
    watchPgConnectionWrites(client, writes);
    client.once("end", () => connections.delete(client));
    // The pool listens to idle connections only: one checked out (inside a transaction, between its
    // statements) that the server ends would otherwise throw too. Its next query fails, and the pool drops
    // it when it is released.
    client.on("error", () => {});
  });
  return {
    driver: "pg",
    db,
    writes,
    async startup(work) {
      // Session-level advisory locks belong to one connection, so the whole start-up runs on one client.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        const session = drizzlePg({ client });
        try {
          return await work({
            db: session,
            migrate: () => migratePg(session, { migrationsFolder: MIGRATIONS_FOLDER }),
          });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      const closed = [...connections].map((c) => new Promise((resolve) => c.once("end", resolve)));
      await listener.close();
      await pool.end();
      await Promise.all(closed);
    },
  };
}

/**
 * The database a command line works on while the server may be stopped: one connection to PostgreSQL with
 * DATABASE_URL, else the data directory's PGlite (which one process at a time may open).
 */
export function openCommandDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  hotPath: boolean;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl, 1))
    : openPglite(`${config.dataDir}/pglite`, { hotPath: config.hotPath });
}
