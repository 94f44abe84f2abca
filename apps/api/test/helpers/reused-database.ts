import { type SQL, sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../src/db/database.ts";
import { createTestDatabase, openOwnDatabase } from "./test-database.ts";

/*
 * One seeded database per test worker, handed to file after file. Copying the run's seeded template and
 * opening it cost each test app about 1.4 s (of 2 s) and most of its CPU; putting the seeded rows back costs
 * a few milliseconds, since the seed is under a thousand rows. A file's app still starts on exactly the
 * rows it would have found in a fresh copy, identity counters included. The suite shares one module graph per
 * worker (vitest.config.ts), so this module's state lives as long as the worker.
 */

type SeededRows = { table: string; rows: string }[];
type SequenceValue = { name: string; value: string; called: boolean };

type Kept = {
  handle: DatabaseHandle;
  tables: string[];
  rows: SeededRows;
  sequences: SequenceValue[];
  leased: boolean;
};

let kept: Kept | undefined;

/** Rows of a raw query: both drivers answer `{ rows }`, which Drizzle's shared database type leaves unknown. */
async function rowsOf<T>(db: DatabaseHandle["db"], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

async function readSeed(handle: DatabaseHandle): Promise<Omit<Kept, "handle" | "leased">> {
  const { db } = handle;
  const listed = await rowsOf<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = listed.map((r) => r.name);
  const rows: SeededRows = [];
  for (const table of tables) {
    const [seeded] = await rowsOf<{ rows: string | null }>(
      db,
      sql.raw(`select json_agg(t)::text as rows from public.${table} t`),
    );
    const json = seeded?.rows;
    if (json) rows.push({ table, rows: json });
  }
  const sequences = await rowsOf<SequenceValue>(
    db,
    sql`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
               coalesce(last_value, 1)::text as value, last_value is not null as called
          from pg_sequences where schemaname = 'public'`,
  );
  return { tables, rows, sequences };
}

/** Puts the database back to the seed: every table emptied, the seeded rows and counters restored. */
async function restoreSeed(k: Kept): Promise<void> {
  await k.handle.db.transaction(async (tx) => {
    // Foreign keys are not checked while the rows go back, so the tables' order does not matter.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`truncate ${k.tables.map((t) => `public.${t}`).join(", ")} restart identity`));
    for (const { table, rows } of k.rows) {
      await tx.execute(
        sql`insert into ${sql.raw(`public.${table}`)} overriding system value
            select * from json_populate_recordset(null::${sql.raw(`public.${table}`)}, ${rows}::json)`,
      );
    }
    for (const s of k.sequences) {
      await tx.execute(sql`select setval(${s.name}::regclass, ${s.value}::bigint, ${s.called})`);
    }
  });
}

/**
 * The worker's seeded database, back at the seed, for one app at a time: closing the handle gives it back
 * (and keeps it open). While another app holds it, the caller gets a fresh copy of the template instead.
 */
export async function leaseSeededDatabase(): Promise<DatabaseHandle> {
  if (!kept) {
    const handle = await (await createTestDatabase({ seeded: true })).open();
    kept = { handle, ...(await readSeed(handle)), leased: false };
  } else if (!kept.leased) {
    await restoreSeed(kept);
  } else {
    return openOwnDatabase({ seeded: true });
  }
  const k = kept;
  k.leased = true;
  return {
    ...k.handle,
    close: async () => {
      k.leased = false;
    },
  };
}
