import { type Clock, type IsoDate, parkDate } from "@park/domain/dates.ts";
import { and, asc, eq, gte, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { jobPosts } from "../../../db/schema/job-posts.ts";

export type JobPostsRepository = ReturnType<typeof createJobPostsRepository>;

/** A vacancy's texts: all of it but its picture and whether it is closed. */
export const jobPostTexts = {
  id: jobPosts.id,
  titleId: jobPosts.titleId,
  titleEs: jobPosts.titleEs,
  titleEn: jobPosts.titleEn,
  area: jobPosts.area,
  type: jobPosts.type,
  detailsEs: jobPosts.detailsEs,
  detailsEn: jobPosts.detailsEn,
  postedAt: jobPosts.postedAt,
  openUntil: jobPosts.openUntil,
};

/** Open on the park's date `today` (isVacancyOpen in @park/domain/careers/vacancy-open.ts, as SQL). */
export function openOn(today: IsoDate): SQL {
  return and(
    isNull(jobPosts.closedAt),
    or(isNull(jobPosts.openUntil), gte(jobPosts.openUntil, today)),
  ) as SQL;
}

/** Whether the picture call has one, without reading the picture itself. */
export const hasPicture = sql<boolean>`${jobPosts.image} is not null`;

/** The picture of the vacancy `which` picks, with the type it is served as; undefined when it has none. */
export async function jobPostPicture(
  db: Database,
  which: SQL | undefined,
): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
  const [row] = await db
    .select({ image: jobPosts.image, contentType: jobPosts.imageContentType })
    .from(jobPosts)
    .where(which);
  if (!row?.image || !row.contentType) return undefined;
  return { bytes: row.image, contentType: row.contentType };
}

const listed = { ...jobPostTexts, hasImage: hasPicture };
export type JobPostRow = Awaited<ReturnType<ReturnType<typeof createJobPostsRepository>["all"]>>[number];

export function createJobPostsRepository(db: Database, clock: Clock) {
  const open = () => openOn(parkDate(clock()));
  return {
    /** Every vacancy open today (closed ones stay for their applications), in the order HR entered them; pictures stay out. */
    all() {
      return db.select(listed).from(jobPosts).where(open()).orderBy(asc(jobPosts.id));
    },

    async byId(id: number) {
      const [row] = await db
        .select(listed)
        .from(jobPosts)
        .where(and(eq(jobPosts.id, id), open()));
      return row;
    },

    image: (id: number) => jobPostPicture(db, and(eq(jobPosts.id, id), open())),
  };
}
