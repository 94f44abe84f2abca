import { and, asc, inArray, lte, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/database.ts";

/** Which rows of a charge's table are due for the reconciler, and how many to take at most. */
type DueClaim = { id: PgColumn; due: SQL | undefined; order: PgColumn; limit: number };

/**
 * The claim of every charge's records left between steps (decision 0048): the rows whose id is among
 * up to `limit` that are `due`, in `order`, locked FOR UPDATE SKIP LOCKED, so a row another process (or
 * the request asking the provider now) holds is passed over instead of waited for, and two processes
 * claim disjoint rows. Run in a short transaction of its own, whose end lets the locks go: the claim
 * holds none of them while the provider is asked.
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

/** A charge's table as the reconciler leases it: its rows are due from `reconcile_after` while `status` is open. */
type LeasedTable = PgTable & { id: PgColumn; status: PgColumn; reconcileAfter: PgColumn };

/**
 * The claim of the intents' records (the sale's, the date change's): those in an `open` status due by
 * `now`, written with `lease` (their next look moved ahead) in the same statement, so other processes
 * leave them be while the provider is asked.
 */
export function leaseDue<T extends LeasedTable>(
  db: Database,
  table: T,
  lease: PgUpdateSetSource<T>,
  due: { open: readonly string[]; now: Date; limit: number },
) {
  const claim = {
    id: table.id,
    due: and(inArray(table.status, [...due.open]), lte(table.reconcileAfter, due.now)),
    order: table.reconcileAfter,
    limit: due.limit,
  };
  return db.update(table).set(lease).where(claimed(db, claim)).returning();
}
