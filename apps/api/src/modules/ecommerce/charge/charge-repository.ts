import { asc, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/database.ts";

/** Which rows of a charge's table are due for the reconciler, and how many to take at most. */
export type DueClaim = { id: PgColumn; due: SQL | undefined; order: PgColumn; limit: number };

/**
 * The claim of every charge's records left between steps (decision 0048): the rows whose id is among
 * up to `limit` that are `due`, in `order`, locked FOR UPDATE SKIP LOCKED, so a row another process (or
 * the request asking the provider now) holds is passed over instead of waited for, and two processes
 * claim disjoint rows. Run in a short transaction of its own, whose end lets the locks go: nobody holds
 * them while the provider is asked.
 */
export function claimed(db: Database, claim: DueClaim): SQL {
  const ids = db
    .select({ id: claim.id })
    .from(claim.id.table)
    .where(claim.due)
    .orderBy(asc(claim.order))
    .limit(claim.limit)
    .for("update", { skipLocked: true });
  return inArray(claim.id, ids);
}

/** The claimed rows, written with `lease` (their next look moved ahead, so other processes leave them be). */
export function leaseClaimed<T extends PgTable>(
  db: Database,
  table: T,
  lease: PgUpdateSetSource<T>,
  claim: DueClaim,
) {
  return db.update(table).set(lease).where(claimed(db, claim)).returning();
}
