import { APPLICATION_STATUSES } from "@park/domain/careers/application-status.ts";
import type { JobApplication } from "@park/domain/careers/job-application-schema.ts";
import { LANGUAGES } from "@park/domain/constants.ts";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, mailQueue, uuidId } from "./columns.ts";
import { jobPosts } from "./job-posts.ts";

/**
 * Job applications (001 §3 Job application). The whole form, as the domain's `jobApplicationSchema` cleaned
 * and validated it, is the `form` jsonb (decision 0018); the fields HR looks applicants up by are columns
 * too. Only the SHA-256 of the upload token is kept: the token alone may send the documents.
 */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuidId(),
    jobPostId: integer("job_post_id")
      .notNull()
      .references(() => jobPosts.id, { onDelete: "restrict" }),
    applicantName: text("applicant_name").notNull(),
    applicantFatherLastname: text("applicant_father_lastname").notNull(),
    applicantMotherLastname: text("applicant_mother_lastname"),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    form: jsonb("form").$type<JobApplication>().notNull(),
    uploadTokenHash: text("upload_token_hash").notNull(),
    /** Set by the one documents call; a second call is refused. */
    filesReceivedAt: instant("files_received_at"),
    createdAt: createdAt(),
    /** Where HR is with it (@park/domain/careers/application-status.ts); moved only by the office. */
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("NEW"),
  },
  (t) => [
    check("job_applications_language", sql`${t.language} in ('es', 'en')`),
    check(
      "job_applications_status",
      sql`${t.status} in ('NEW', 'REVIEWED', 'INTERVIEW', 'HIRED', 'REJECTED')`,
    ),
    index("job_applications_created").on(t.createdAt),
    // HR lists the applications of one vacancy.
    index("job_applications_post").on(t.jobPostId, t.createdAt),
  ],
);

/** The application a row belongs to; the row goes with it. */
const applicationRef = () =>
  uuid("application_id")
    .notNull()
    .references(() => jobApplications.id, { onDelete: "cascade" });

/** The documents of an application (001 §3 Documents), stored under `storedName` by the file storage. */
export const jobApplicationDocuments = pgTable(
  "job_application_documents",
  {
    id: uuidId(),
    applicationId: applicationRef(),
    slot: text("slot").notNull(),
    storedName: text("stored_name").notNull(),
    /** Sanitised, and with the reverse suffix when the same name came twice. */
    originalName: text("original_name").notNull(),
    contentType: text("content_type", { enum: ["image/jpeg", "application/pdf"] }).notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("job_application_documents_stored_name").on(t.storedName),
    unique("job_application_documents_name").on(t.applicationId, t.originalName),
    check("job_application_documents_type", sql`${t.contentType} in ('image/jpeg', 'application/pdf')`),
    check("job_application_documents_size", sql`${t.size} > 0 and ${t.size} < 2097152`),
    index("job_application_documents_application").on(t.applicationId),
  ],
);

/**
 * The application's two e-mails (to the applicant and to the park's HR), queued with the application so
 * none is lost. They wait for the documents call (which makes them due at once) or, when it never comes,
 * for a grace period; the HR mail lists the documents received by the time it is written.
 */
export const jobApplicationEmails = pgTable(
  "job_application_emails",
  {
    id: uuidId(),
    applicationId: applicationRef(),
    kind: text("kind", { enum: ["applicant", "hr"] }).notNull(),
    recipient: text("recipient").notNull(),
    ...mailQueue(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("job_application_emails_kind").on(t.applicationId, t.kind),
    check("job_application_emails_status", sql`${t.status} in ('PENDING', 'SENT')`),
    check("job_application_emails_kind_check", sql`${t.kind} in ('applicant', 'hr')`),
    index("job_application_emails_due").on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
  ],
);

/** Signatures of ALTCHA challenges already used, kept until they expire so a solution counts once. */
export const captchaUsedChallenges = pgTable(
  "captcha_used_challenges",
  {
    signature: text("signature").primaryKey(),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [index("captcha_used_challenges_expiry").on(t.expiresAt)],
);
