import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../../db/database.ts";
import { jobPosts } from "../../../../db/schema/job-posts.ts";

/** A vacancy without its picture (which the office does not edit). */
const described = {
  id: jobPosts.id,
  titleId: jobPosts.titleId,
  titleEs: jobPosts.titleEs,
  titleEn: jobPosts.titleEn,
  area: jobPosts.area,
  type: jobPosts.type,
  detailsEs: jobPosts.detailsEs,
  detailsEn: jobPosts.detailsEn,
  closedAt: jobPosts.closedAt,
};
export type JobPostRow = {
  id: number;
  titleId: string;
  titleEs: string;
  titleEn: string;
  area: string;
  type: string;
  detailsEs: string | null;
  detailsEn: string | null;
  closedAt: Date | null;
};
export type JobPostValues = Omit<JobPostRow, "id" | "closedAt">;

export function createOfficeJobPostsRepository(db: Database) {
  return {
    /** Every vacancy, open and closed, in the order they were entered. */
    all(): Promise<JobPostRow[]> {
      return db.select(described).from(jobPosts).orderBy(asc(jobPosts.id));
    },

    async lock(tx: Database, id: number): Promise<JobPostRow | undefined> {
      const [row] = await tx.select(described).from(jobPosts).where(eq(jobPosts.id, id)).for("update");
      return row;
    },

    async idOfTitle(tx: Database, titleId: string): Promise<number | undefined> {
      const [row] = await tx.select({ id: jobPosts.id }).from(jobPosts).where(eq(jobPosts.titleId, titleId));
      return row?.id;
    },

    async insert(tx: Database, values: JobPostValues): Promise<JobPostRow> {
      const [row] = await tx.insert(jobPosts).values(values).returning(described);
      if (!row) throw new Error("insert into job_posts returned no row");
      return row;
    },

    async update(tx: Database, id: number, values: Partial<Omit<JobPostRow, "id">>): Promise<JobPostRow> {
      const [row] = await tx.update(jobPosts).set(values).where(eq(jobPosts.id, id)).returning(described);
      if (!row) throw new Error("update of job_posts returned no row");
      return row;
    },
  };
}
export type OfficeJobPostsRepository = ReturnType<typeof createOfficeJobPostsRepository>;
