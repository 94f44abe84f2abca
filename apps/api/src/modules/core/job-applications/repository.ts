import type { JobApplication } from "@park/domain/careers/job-application-schema.ts";
import type { Language } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { and, asc, eq, isNull, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import {
  captchaUsedChallenges,
  jobApplicationDocuments,
  jobApplicationEmails,
  jobApplications,
} from "../../../db/schema/job-applications.ts";
import { jobPosts } from "../../../db/schema/job-posts.ts";
import { openOn } from "../job-posts/repository.ts";

export type JobApplicationsRepository = ReturnType<typeof createJobApplicationsRepository>;
export type ApplicationEmailRow = typeof jobApplicationEmails.$inferSelect;
export type ApplicationRow = typeof jobApplications.$inferSelect;
export type DocumentRow = typeof jobApplicationDocuments.$inferSelect;
export type NewDocument = Omit<DocumentRow, "id" | "applicationId" | "createdAt">;

/** A row the claimer marks SENT or failed only while `attempts` is still the value its claim set. */
function stillClaimed(row: Pick<ApplicationEmailRow, "id" | "attempts">) {
  return and(
    eq(jobApplicationEmails.id, row.id),
    eq(jobApplicationEmails.status, "PENDING"),
    eq(jobApplicationEmails.attempts, row.attempts),
  );
}

export function createJobApplicationsRepository(db: Database) {
  return {
    /** Every open vacancy as the application's rules need it: the main one and the alternatives. */
    openJobs(today: IsoDate): Promise<{ id: number; titleId: string; area: string }[]> {
      return db
        .select({ id: jobPosts.id, titleId: jobPosts.titleId, area: jobPosts.area })
        .from(jobPosts)
        .where(openOn(today))
        .orderBy(asc(jobPosts.id));
    },

    /**
     * Stores the application, its two e-mails and the captcha challenge's use in one transaction: a
     * challenge already used makes the whole insert fail (answered null) and nothing stays behind.
     */
    async insert(input: {
      form: JobApplication;
      language: Language;
      uploadTokenHash: string;
      captcha: { signature: string; expiresAt: Date };
      emails: { kind: "applicant" | "hr"; recipient: string; dueAt: Date }[];
      now: Date;
    }): Promise<{ id: string } | null> {
      const { form, language, uploadTokenHash, captcha, emails, now } = input;
      return db.transaction(async (tx) => {
        // Challenges past their expiry can no longer be replayed anyway: their rows go.
        await tx.delete(captchaUsedChallenges).where(lt(captchaUsedChallenges.expiresAt, now));
        const used = await tx
          .insert(captchaUsedChallenges)
          .values(captcha)
          .onConflictDoNothing()
          .returning({ signature: captchaUsedChallenges.signature });
        if (used.length === 0) return null;
        const [row] = await tx
          .insert(jobApplications)
          .values({
            jobPostId: form.jobPostId,
            applicantName: form.applicantName ?? "",
            applicantFatherLastname: form.applicantFatherLastname ?? "",
            applicantMotherLastname: form.applicantMotherLastname,
            email: form.email ?? "",
            phoneNumber: form.phoneNumber ?? "",
            birthDate: form.birthDate ?? "",
            language,
            form,
            uploadTokenHash,
            createdAt: now,
          })
          .returning({ id: jobApplications.id });
        if (!row) throw new Error("the application was not stored");
        await tx.insert(jobApplicationEmails).values(
          emails.map((email) => ({
            applicationId: row.id,
            kind: email.kind,
            recipient: email.recipient,
            nextAttemptAt: email.dueAt,
            createdAt: now,
          })),
        );
        return row;
      });
    },

    /** The vacancy's title in both languages, for the e-mails; null when the vacancy is gone. */
    async jobTitle(jobPostId: number): Promise<{ es: string; en: string } | null> {
      const [row] = await db
        .select({ es: jobPosts.titleEs, en: jobPosts.titleEn })
        .from(jobPosts)
        .where(eq(jobPosts.id, jobPostId));
      return row ?? null;
    },

    async byId(id: string): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
      return row;
    },

    /**
     * Records the documents once: only while no documents call has finished for the application (false
     * otherwise), and makes its e-mails due now so HR's lists them.
     */
    async recordDocuments(applicationId: string, documents: NewDocument[], now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(jobApplications)
          .set({ filesReceivedAt: now })
          .where(and(eq(jobApplications.id, applicationId), isNull(jobApplications.filesReceivedAt)))
          .returning({ id: jobApplications.id });
        if (marked.length === 0) return false;
        if (documents.length > 0) {
          await tx
            .insert(jobApplicationDocuments)
            .values(documents.map((document) => ({ ...document, applicationId, createdAt: now })));
        }
        await tx
          .update(jobApplicationEmails)
          .set({ nextAttemptAt: now })
          .where(
            and(
              eq(jobApplicationEmails.applicationId, applicationId),
              eq(jobApplicationEmails.status, "PENDING"),
              eq(jobApplicationEmails.attempts, 0),
            ),
          );
        return true;
      });
    },

    documentsOf(applicationId: string): Promise<DocumentRow[]> {
      return db
        .select()
        .from(jobApplicationDocuments)
        .where(eq(jobApplicationDocuments.applicationId, applicationId))
        .orderBy(asc(jobApplicationDocuments.createdAt), asc(jobApplicationDocuments.originalName));
    },

    /** Claims the longest-due PENDING e-mail, as the confirmation outbox does (SKIP LOCKED and a lease). */
    claimDueEmail(now: Date, leaseUntil: Date): Promise<ApplicationEmailRow | undefined> {
      return db.transaction(async (tx) => {
        const [due] = await tx
          .select({ id: jobApplicationEmails.id })
          .from(jobApplicationEmails)
          .where(
            and(eq(jobApplicationEmails.status, "PENDING"), lte(jobApplicationEmails.nextAttemptAt, now)),
          )
          .orderBy(asc(jobApplicationEmails.nextAttemptAt))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!due) return undefined;
        const [claimed] = await tx
          .update(jobApplicationEmails)
          .set({ attempts: sql`${jobApplicationEmails.attempts} + 1`, nextAttemptAt: leaseUntil })
          .where(eq(jobApplicationEmails.id, due.id))
          .returning();
        return claimed;
      });
    },

    async markEmailSent(claim: ApplicationEmailRow, now: Date): Promise<void> {
      await db
        .update(jobApplicationEmails)
        .set({ status: "SENT", sentAt: now, lastError: null })
        .where(stillClaimed(claim));
    },

    async markEmailFailed(claim: ApplicationEmailRow, error: string, retryAt: Date): Promise<void> {
      await db
        .update(jobApplicationEmails)
        .set({ nextAttemptAt: retryAt, lastError: error })
        .where(stillClaimed(claim));
    },
  };
}
