import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { jobPosts } from "../../../db/schema/job-posts.ts";

export type JobPostsRepository = ReturnType<typeof createJobPostsRepository>;

const listed = {
  id: jobPosts.id,
  titleId: jobPosts.titleId,
  titleEs: jobPosts.titleEs,
  titleEn: jobPosts.titleEn,
  area: jobPosts.area,
  type: jobPosts.type,
  detailsEs: jobPosts.detailsEs,
  detailsEn: jobPosts.detailsEn,
};
export type JobPostRow = { [K in keyof typeof listed]: (typeof jobPosts.$inferSelect)[K] };

export function createJobPostsRepository(db: Database) {
  return {
    /** Every open vacancy (the table holds only open ones), in the order HR entered them; pictures stay out. */
    all(): Promise<JobPostRow[]> {
      return db.select(listed).from(jobPosts).orderBy(asc(jobPosts.id));
    },

    async byId(id: number): Promise<JobPostRow | undefined> {
      const [row] = await db.select(listed).from(jobPosts).where(eq(jobPosts.id, id));
      return row;
    },

    async image(id: number): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
      const [row] = await db
        .select({ image: jobPosts.image, contentType: jobPosts.imageContentType })
        .from(jobPosts)
        .where(eq(jobPosts.id, id));
      if (!row?.image || !row.contentType) return undefined;
      return { bytes: row.image, contentType: row.contentType };
    },
  };
}
