import type Mail from "nodemailer/lib/mailer";
import type { FileStorage } from "../../../infra/storage/file-storage.ts";
import { applicantMessage, hrMessage } from "./application-mail.ts";
import type { ApplicationEmailRow, JobApplicationsRepository } from "./repository.ts";

/**
 * Writes a queued e-mail when it is sent, from what is stored then: the documents received by that time
 * are listed (and attached for HR, who has no other way to see them).
 */
export function createApplicationMailComposer(deps: {
  repository: JobApplicationsRepository;
  storage: FileStorage;
  from: string;
}) {
  const { repository, storage, from } = deps;
  return async (email: ApplicationEmailRow): Promise<Mail.Options> => {
    const application = await repository.byId(email.applicationId);
    if (!application) throw new Error(`job application ${email.applicationId} not found`);
    const jobTitle = (await repository.jobTitle(application.jobPostId)) ?? {
      es: `Vacante ${application.jobPostId}`,
      en: `Vacancy ${application.jobPostId}`,
    };
    const rows = await repository.documentsOf(application.id);
    const documents = await Promise.all(
      rows.map(async (row) => ({
        ...row,
        bytes: email.kind === "hr" ? await storage.get(row.storedName) : null,
      })),
    );
    const input = { application, jobTitle, documents };
    return email.kind === "hr"
      ? hrMessage(input, from, email.recipient)
      : applicantMessage(input, from, email.recipient);
  };
}
