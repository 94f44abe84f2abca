import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../../db/database.ts";
import { jobPosts } from "../../../../db/schema/job-posts.ts";

/** A vacancy without its picture's bytes (whether it has one stands for them in lists and the audit). */
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
  hasPicture: sql<boolean>`${jobPosts.image} is not null`,
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
  hasPicture: boolean;
};
export type JobPostValues = Omit<JobPostRow, "id" | "closedAt" | "hasPicture">;
export type JobPostChange = Partial<Omit<JobPostRow, "id" | "hasPicture">>;

/** The office takes PNG pictures only (judged by their bytes); the visitor's call answers with this type. */
const PICTURE_CONTENT_TYPE = "image/png";
const withPicture = (picture: Uint8Array | undefined) =>
  picture ? { image: picture, imageContentType: PICTURE_CONTENT_TYPE } : {};

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

    /** The picture of any vacancy, open or closed, with the type it is served as. */
    async picture(id: number): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
      const [row] = await db
        .select({ image: jobPosts.image, contentType: jobPosts.imageContentType })
        .from(jobPosts)
        .where(eq(jobPosts.id, id));
      if (!row?.image || !row.contentType) return undefined;
      return { bytes: row.image, contentType: row.contentType };
    },

    async insert(tx: Database, values: JobPostValues, picture: Uint8Array | undefined): Promise<JobPostRow> {
      const [row] = await tx
        .insert(jobPosts)
        .values({ ...values, ...withPicture(picture) })
        .returning(described);
      if (!row) throw new Error("insert into job_posts returned no row");
      return row;
    },

    /** Without a picture the stored one stays. */
    async update(
      tx: Database,
      id: number,
      values: JobPostChange,
      picture?: Uint8Array | undefined,
    ): Promise<JobPostRow> {
      const [row] = await tx
        .update(jobPosts)
        .set({ ...values, ...withPicture(picture) })
        .where(eq(jobPosts.id, id))
        .returning(described);
      if (!row) throw new Error("update of job_posts returned no row");
      return row;
    },
  };
}
export type OfficeJobPostsRepository = ReturnType<typeof createOfficeJobPostsRepository>;
