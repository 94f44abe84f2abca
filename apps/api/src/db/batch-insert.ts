import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./database.ts";

/** Rows per INSERT: few round trips, and well under PostgreSQL's 65,535 parameters per statement. */
const BATCH_SIZE = 500;

export async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(i, i + BATCH_SIZE));
  }
}
