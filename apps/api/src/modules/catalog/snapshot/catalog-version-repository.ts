import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { catalogVersion } from "../../../db/schema/catalog-version.ts";

const ROW_ID = 1;

/** The catalog's change counter (decision 0027): bumped by every write of the catalog tables, read by every process. */
export function createCatalogVersionRepository(db: Database) {
  return {
    /** The counter now; 0 before the first office change (the row is created by the first bump). */
    async read(): Promise<number> {
      const [row] = await db
        .select({ version: catalogVersion.version })
        .from(catalogVersion)
        .where(eq(catalogVersion.id, ROW_ID));
      return row?.version ?? 0;
    },
    /**
     * Counts one more change; call it first in the transaction that changes the catalog: its row lock
     * also makes two office changes of the prices run one after the other.
     */
    async bump(): Promise<void> {
      await db
        .insert(catalogVersion)
        .values({ id: ROW_ID, version: 1 })
        .onConflictDoUpdate({
          target: catalogVersion.id,
          set: { version: sql`${catalogVersion.version} + 1` },
        });
    },
  };
}
