import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import {
  DOCUMENT_HEAD_BYTES,
  DOCUMENT_SLOTS,
  type DocumentSlot,
  declaredDocumentKind,
  documentContentProblem,
  IDENTIFICATION_TYPES,
  IDENTIFICATION_UPLOAD_MODES,
  identificationFileCount,
  MAX_DOCUMENT_BYTES,
  namesWithReverseSuffix,
} from "@park/domain/careers/application-documents.ts";
import { adultDeadlineYear } from "@park/domain/careers/birth-date.ts";
import {
  jobApplicationPostIdSchema,
  jobApplicationSchema,
} from "@park/domain/careers/job-application-schema.ts";
import type { Language } from "@park/domain/constants.ts";
import { type Clock, parkDate } from "@park/domain/dates.ts";
import type { z } from "zod/mini";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import type { FileStorage } from "../../../infra/storage/file-storage.ts";
import { JOB_APPLICATION_KEY_PREFIX } from "../../../texts/error-texts.ts";
import type { createCaptcha } from "./captcha.ts";
import { safeDocumentName } from "./document-names.ts";
import type { JobApplicationsRepository, NewDocument } from "./repository.ts";

/**
 * How long the e-mails wait for the documents call: it normally follows within seconds and makes them due
 * at once; when it never comes (the browser closed), they go anyway after this, listing no documents.
 */
export const DOCUMENTS_GRACE_MS = 10 * 60_000;

/** Files one documents call may carry: one per slot, and the INE's second side. */
const MAX_FILES = DOCUMENT_SLOTS.length + 1;

/** `contentType` is what the browser declared for the file (its multipart Content-Type). */
export type UploadedFile = { slot: string; filename: string; contentType: string; bytes: Uint8Array };
export type UploadedDocuments = { files: UploadedFile[]; fields: Record<string, string> };
export type StoredDocument = { slot: DocumentSlot; name: string; size: number };

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The issues of a zod failure as the error format's fields: the path joined with dots, the message key. */
function fieldsOf(error: z.core.$ZodError, year: number) {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join(".") || "body",
    // The birth-date message names the year of its deadline (job-application-messages.ts).
    message: `${JOB_APPLICATION_KEY_PREFIX}${issue.message}${issue.message === "underage" ? `:${year}` : ""}`,
  }));
}

export type JobApplicationsService = ReturnType<typeof createJobApplicationsService>;

/** The job application (001 §4-§7, issue 12): validated with the domain's schema, captcha checked, documents kept. */
export function createJobApplicationsService(deps: {
  repository: JobApplicationsRepository;
  storage: FileStorage;
  captcha: ReturnType<typeof createCaptcha>;
  clock: Clock;
  hrEmail: string;
  /** Starts sending the e-mails that are due; failures are the drainer's to log and retry. */
  sendDue: () => void;
}) {
  const { repository, storage, captcha, clock, hrEmail, sendDue } = deps;

  return {
    challenge: () => captcha.challenge(),

    /**
     * Validates the application with the domain's schema (the same the web checks with), then the captcha,
     * then stores it with its e-mails in one transaction. Answers its id and the upload token, which is
     * shown only here (the database keeps its hash).
     */
    async apply(
      body: unknown,
      captchaPayload: string | undefined,
      language: Language,
    ): Promise<{ id: string; uploadToken: string }> {
      const now = clock();
      const today = parkDate(now);
      const year = adultDeadlineYear(today);
      const postId = jobApplicationPostIdSchema.safeParse(body);
      if (!postId.success) throw invalidFields(fieldsOf(postId.error, year));
      const openJobs = await repository.openJobs(today);
      const mainJob = openJobs.find((job) => job.id === postId.data.jobPostId);
      if (!mainJob)
        throw invalidFields([{ path: "jobPostId", message: `${JOB_APPLICATION_KEY_PREFIX}invalid_value` }]);
      const parsed = jobApplicationSchema({ today, mainJob, openJobs }).safeParse(body);
      if (!parsed.success) throw invalidFields(fieldsOf(parsed.error, year));

      const verdict = await captcha.verify(captchaPayload);
      if (!verdict.ok) throw new AppError(400, "captcha_invalid");
      const uploadToken = randomBytes(32).toString("base64url");
      const dueAt = new Date(now.getTime() + DOCUMENTS_GRACE_MS);
      const stored = await repository.insert({
        form: parsed.data,
        language,
        uploadTokenHash: sha256(uploadToken),
        captcha: { signature: verdict.signature, expiresAt: verdict.expiresAt },
        emails: [
          { kind: "applicant", recipient: parsed.data.email ?? "", dueAt },
          { kind: "hr", recipient: hrEmail, dueAt },
        ],
        now,
      });
      // The challenge was used before: a replayed solution.
      if (!stored) throw new AppError(400, "captcha_invalid");
      return { id: stored.id, uploadToken };
    },

    /** 401 unless `token` is the one answered for this application; 409 once its documents were sent. */
    async authorize(id: string, token: string | undefined): Promise<void> {
      const application = await repository.byId(id);
      const expected = application ? Buffer.from(application.uploadTokenHash, "hex") : randomBytes(32);
      const given = Buffer.from(sha256(token ?? ""), "hex");
      if (!application || !token || !timingSafeEqual(expected, given))
        throw new AppError(401, "unauthorized");
      if (application.filesReceivedAt) throw new AppError(409, "documents_already_sent");
    },

    /**
     * Checks every file (slot, count, size, JPG or PDF by what it claims and by its content) before storing any, stores them under
     * random names, records them once, and makes the e-mails due. A failure leaves no file behind.
     */
    async saveDocuments(id: string, upload: UploadedDocuments): Promise<StoredDocument[]> {
      const { files, fields } = upload;
      if (files.length > MAX_FILES) throw new AppError(400, "upload_failed");
      const identificationType = fields.identificationType;
      const identificationMode = fields.identificationUploadMode;
      const checked = files.map((file, index) => {
        const path = `${file.slot}`;
        if (!(DOCUMENT_SLOTS as readonly string[]).includes(file.slot)) {
          throw invalidFields([
            { path: path || `file${index}`, message: `${JOB_APPLICATION_KEY_PREFIX}invalid_value` },
          ]);
        }
        if (file.bytes.byteLength >= MAX_DOCUMENT_BYTES) throw new AppError(413, "file_too_large");
        const claimed = { name: file.filename, type: file.contentType };
        const problem = documentContentProblem(claimed, file.bytes.subarray(0, DOCUMENT_HEAD_BYTES));
        const kind = declaredDocumentKind(claimed);
        if (problem || !kind) throw new AppError(400, problem ?? "file_type");
        return { slot: file.slot as DocumentSlot, kind, file };
      });
      for (const slot of DOCUMENT_SLOTS) {
        const count = checked.filter((entry) => entry.slot === slot).length;
        let allowed = 1;
        if (slot === "identification" && count > 0) {
          if (
            !(IDENTIFICATION_TYPES as readonly string[]).includes(identificationType ?? "") ||
            !(IDENTIFICATION_UPLOAD_MODES as readonly string[]).includes(identificationMode ?? "")
          ) {
            throw invalidFields([
              { path: "identificationType", message: `${JOB_APPLICATION_KEY_PREFIX}invalid_value` },
            ]);
          }
          allowed = identificationFileCount(
            identificationType as (typeof IDENTIFICATION_TYPES)[number],
            identificationMode as (typeof IDENTIFICATION_UPLOAD_MODES)[number],
          );
        }
        if (count > allowed)
          throw invalidFields([{ path: slot, message: `${JOB_APPLICATION_KEY_PREFIX}invalid_value` }]);
      }

      const names = namesWithReverseSuffix(
        checked.map((entry) => safeDocumentName(entry.file.filename, entry.kind)),
      );
      const documents: NewDocument[] = checked.map((entry, index) => ({
        slot: entry.slot,
        storedName: `${randomUUID()}.${entry.kind}`,
        originalName: names[index] ?? `documento.${entry.kind}`,
        contentType: entry.kind === "jpg" ? "image/jpeg" : "application/pdf",
        size: entry.file.bytes.byteLength,
      }));
      const written: string[] = [];
      try {
        for (const [index, document] of documents.entries()) {
          await storage.put(document.storedName, (checked[index] as (typeof checked)[number]).file.bytes);
          written.push(document.storedName);
        }
        const recorded = await repository.recordDocuments(id, documents, clock());
        if (!recorded) throw new AppError(409, "documents_already_sent");
      } catch (err) {
        await Promise.allSettled(written.map((name) => storage.delete(name)));
        throw err;
      }
      sendDue();
      return documents.map((document) => ({
        slot: document.slot as DocumentSlot,
        name: document.originalName,
        size: document.size,
      }));
    },
  };
}
