import { spawn } from "node:child_process";
import pg from "pg";

/**
 * libpq's settings for `url` as environment variables, so the password never appears in the process list
 * (a `--dbname` URL would show it to every user of the machine).
 */
function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || "5432",
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
  };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs one of PostgreSQL's client programs; rejects with what it printed when it fails. */
function runClient(program: string, args: string[], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: libpqEnvironment(url), stdio: ["ignore", "ignore", "pipe"] });
    let printed = "";
    child.stderr.on("data", (chunk: Buffer) => {
      printed = (printed + chunk.toString("utf8")).slice(-4_000);
    });
    child.once("error", (err) =>
      reject(
        new Error(
          `${program} could not be started (${err.message}): install PostgreSQL's client programs of the server's version`,
        ),
      ),
    );
    child.once("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} failed (exit ${code}): ${printed.trim()}`));
    });
  });
}

/** The whole database of `url` (schema, data, the migrations' own table) in pg_dump's custom format. */
export function dumpPostgres(url: string, file: string): Promise<void> {
  return runClient("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`], url);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** How many tables, views and sequences the database of `url` holds outside PostgreSQL's own schemas. */
async function relationCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%'
         and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    );
    return rows[0]?.n ?? 0;
  });
}

/** Creates the database of `url` when the server does not have it (asked of its maintenance database). */
async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  await withClient(maintenance.toString(), async (client) => {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
}

export type RestoreTarget = { empty: true } | { empty: false; relations: number };

/** Whether the database of `url` may take a restore without `--force` (created here when missing). */
export async function postgresTarget(url: string): Promise<RestoreTarget> {
  await ensureDatabase(url);
  const relations = await relationCount(url);
  return relations === 0 ? { empty: true } : { empty: false, relations };
}

/**
 * Loads `file` (dumpPostgres) into the database of `url`, in one transaction: a failure leaves it as it
 * was. `replace` first drops the app's schemas (public and drizzle, the migrations' record).
 */
export async function restorePostgres(url: string, file: string, replace: boolean): Promise<void> {
  if (replace) {
    await withClient(url, (client) =>
      client.query(
        "drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public",
      ),
    );
  }
  await runClient(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${libpqEnvironment(url).PGDATABASE}`,
      file,
    ],
    url,
  );
}
