import { sql } from "drizzle-orm";
import { bigint, check, pgTable, smallint } from "drizzle-orm/pg-core";

/**
 * One row whose number goes up in the same transaction as every office change of the catalog tables
 * (prices, colours, closed dates, activity periods). Each API process reads it every second or so, a
 * primary-key lookup, and reloads its catalog snapshot when it moved, so a saved price shows on the
 * visitor's site within seconds in every process (decision 0027).
 */
export const catalogVersion = pgTable(
  "catalog_version",
  {
    id: smallint("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [check("catalog_version_single_row", sql`${t.id} = 1`)],
);
