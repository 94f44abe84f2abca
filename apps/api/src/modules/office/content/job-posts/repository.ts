import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../../db/database.ts";
import { jobPosts } from "../../../../db/schema/job-posts.ts";
import { hasPicture, jobPostPicture, jobPostTexts } from "../../../core/job-posts/repository.ts";

/** A vacancy without its picture's bytes (whether it has one stands for them in lists and the audit). */
const described = { ...jobPostTexts, closedAt: jobPosts.closedAt, hasPicture };
export type JobPostRow = {
  id: number;
  titleId: string;
  titleEs: string;
  titleEn: string;
  area: string;
  type: string;
  detailsEs: string | null;
  detailsEn: string | null;
  postedAt: Date;
  openUntil: string | null;
  closedAt: Date | null;
  hasPicture: boolean;
};
export type JobPostValues = Omit<JobPostRow, "id" | "postedAt" | "closedAt" | "hasPicture">;
export type JobPostChange = Partial<Omit<JobPostRow, "id" | "postedAt" | "hasPicture">>;

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
    picture: (id: number) => jobPostPicture(db, eq(jobPosts.id, id)),

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
