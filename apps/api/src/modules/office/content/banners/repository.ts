import { eq } from "drizzle-orm";
import type { Database } from "../../../../db/database.ts";
import { type BANNER_NAMES, banners } from "../../../../db/schema/banners.ts";

export type BannerRow = typeof banners.$inferSelect;
export type BannerName = (typeof BANNER_NAMES)[number];

export function createOfficeBannersRepository(db: Database) {
  return {
    all(): Promise<BannerRow[]> {
      return db.select().from(banners);
    },

    /** The banner as it stands, locked until the transaction ends so two saves never interleave. */
    async lock(tx: Database, name: BannerName): Promise<BannerRow | undefined> {
      const [row] = await tx.select().from(banners).where(eq(banners.name, name)).for("update");
      return row;
    },

    async save(tx: Database, row: BannerRow): Promise<void> {
      const { name, ...rest } = row;
      await tx.insert(banners).values(row).onConflictDoUpdate({ target: banners.name, set: rest });
    },
  };
}
export type OfficeBannersRepository = ReturnType<typeof createOfficeBannersRepository>;
