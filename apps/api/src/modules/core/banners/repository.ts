import { desc } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { banners } from "../../../db/schema/banners.ts";

type BannerRecord = typeof banners.$inferSelect;

export type BannersRepository = ReturnType<typeof createBannersRepository>;

export function createBannersRepository(db: Database) {
  return {
    all(): Promise<BannerRecord[]> {
      // BANNER_ES sorts after BANNER_EN; descending puts the default language first.
      return db.select().from(banners).orderBy(desc(banners.name));
    },
  };
}
