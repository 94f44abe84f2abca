import type { ApplicationStatus } from "@park/domain/careers/application-status.ts";
import type { JobApplication } from "@park/domain/careers/job-application-schema.ts";
import type { Language } from "@park/domain/constants.ts";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { jobApplicationDocuments, jobApplications } from "../../../db/schema/job-applications.ts";
import { jobPosts } from "../../../db/schema/job-posts.ts";

export type ApplicationSummary = {
  id: string;
  jobPostId: number;
  jobTitle: { es: string; en: string };
  applicantName: string;
  email: string;
  phoneNumber: string;
  language: Language;
  status: ApplicationStatus;
  createdAt: Date;
};

export type ApplicationDetail = ApplicationSummary & {
  birthDate: string;
  form: JobApplication;
  filesReceivedAt: Date | null;
};

export type ApplicationDocument = {
  id: string;
  slot: string;
  originalName: string;
  contentType: "image/jpeg" | "application/pdf";
  size: number;
  storedName: string;
};

const summaryColumns = {
  id: jobApplications.id,
  jobPostId: jobApplications.jobPostId,
  titleEs: jobPosts.titleEs,
  titleEn: jobPosts.titleEn,
  name: jobApplications.applicantName,
  fatherLastname: jobApplications.applicantFatherLastname,
  motherLastname: jobApplications.applicantMotherLastname,
  email: jobApplications.email,
  phoneNumber: jobApplications.phoneNumber,
  language: jobApplications.language,
  status: jobApplications.status,
  createdAt: jobApplications.createdAt,
};

type SummaryRow = {
  id: string;
  jobPostId: number;
  titleEs: string;
  titleEn: string;
  name: string;
  fatherLastname: string;
  motherLastname: string | null;
  email: string;
  phoneNumber: string;
  language: Language;
  status: ApplicationStatus;
  createdAt: Date;
};

function summaryOf(row: SummaryRow): ApplicationSummary {
  return {
    id: row.id,
    jobPostId: row.jobPostId,
    jobTitle: { es: row.titleEs, en: row.titleEn },
    applicantName: [row.name, row.fatherLastname, row.motherLastname].filter(Boolean).join(" "),
    email: row.email,
    phoneNumber: row.phoneNumber,
    language: row.language,
    status: row.status,
    createdAt: row.createdAt,
  };
}

export type OfficeApplicationsRepository = ReturnType<typeof createOfficeApplicationsRepository>;

export function createOfficeApplicationsRepository(db: Database) {
  return {
    /** Applications, newest first, of one vacancy and/or one status when asked. */
    async list(filter: { jobPostId?: number | undefined; status?: ApplicationStatus | undefined }) {
      const rows = await db
        .select(summaryColumns)
        .from(jobApplications)
        .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
        .where(
          and(
            filter.jobPostId === undefined ? undefined : eq(jobApplications.jobPostId, filter.jobPostId),
            filter.status === undefined ? undefined : eq(jobApplications.status, filter.status),
          ),
        )
        .orderBy(desc(jobApplications.createdAt), asc(jobApplications.id));
      return rows.map(summaryOf);
    },

    /** Every vacancy with how many applications it has in each status (vacancies without any included). */
    async vacancies(): Promise<
      { id: number; title: { es: string; en: string }; counts: Partial<Record<ApplicationStatus, number>> }[]
    > {
      const posts = await db
        .select({ id: jobPosts.id, es: jobPosts.titleEs, en: jobPosts.titleEn })
        .from(jobPosts)
        .orderBy(asc(jobPosts.titleEs));
      const counts = await db
        .select({ jobPostId: jobApplications.jobPostId, status: jobApplications.status, n: count() })
        .from(jobApplications)
        .groupBy(jobApplications.jobPostId, jobApplications.status);
      return posts.map((post) => ({
        id: post.id,
        title: { es: post.es, en: post.en },
        counts: Object.fromEntries(
          counts.filter((c) => c.jobPostId === post.id).map((c) => [c.status, Number(c.n)]),
        ),
      }));
    },

    async byId(id: string, options: { lock?: boolean } = {}): Promise<ApplicationDetail | undefined> {
      const query = db
        .select({
          ...summaryColumns,
          birthDate: jobApplications.birthDate,
          form: jobApplications.form,
          filesReceivedAt: jobApplications.filesReceivedAt,
        })
        .from(jobApplications)
        .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
        .where(eq(jobApplications.id, id));
      const [row] = options.lock ? await query.for("update", { of: jobApplications }) : await query;
      if (!row) return undefined;
      return {
        ...summaryOf(row),
        birthDate: row.birthDate,
        form: row.form,
        filesReceivedAt: row.filesReceivedAt,
      };
    },

    async setStatus(id: string, status: ApplicationStatus): Promise<void> {
      await db.update(jobApplications).set({ status }).where(eq(jobApplications.id, id));
    },

    documents(applicationId: string): Promise<ApplicationDocument[]> {
      return db
        .select({
          id: jobApplicationDocuments.id,
          slot: jobApplicationDocuments.slot,
          originalName: jobApplicationDocuments.originalName,
          contentType: jobApplicationDocuments.contentType,
          size: jobApplicationDocuments.size,
          storedName: jobApplicationDocuments.storedName,
        })
        .from(jobApplicationDocuments)
        .where(eq(jobApplicationDocuments.applicationId, applicationId))
        .orderBy(asc(jobApplicationDocuments.createdAt), asc(jobApplicationDocuments.originalName));
    },
  };
}
