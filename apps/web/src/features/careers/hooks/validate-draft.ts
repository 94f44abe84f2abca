import type { ApplicationContext } from "@park/domain/careers/application-visibility.ts";
import { cleanJobApplication, type JobApplicationDraft } from "@park/domain/careers/clean-job-application.ts";
import type { JobApplicationMessageKey } from "@park/domain/careers/job-application-messages.ts";
import {
  type JobApplicationPayload,
  jobApplicationSchema,
} from "@park/domain/careers/job-application-schema.ts";

export type FieldErrors = Readonly<Record<string, JobApplicationMessageKey>>;

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

/** Indexes of the rows the cleaning keeps, so a payload row's issue lands on the row the applicant sees. */
function keptRows(rows: readonly object[]): number[] {
  const kept = rows.flatMap((row, index) => (Object.values(row).every(isBlank) ? [] : [index]));
  return kept.length > 0 ? kept : [0];
}

/**
 * The form checked by the schema the API uses: the payload to send when it passes, else the issues by the
 * form's own paths (the first one of each field).
 */
export function validateDraft(
  draft: JobApplicationDraft,
  context: ApplicationContext,
): { payload: JobApplicationPayload | null; errors: FieldErrors } {
  const payload = cleanJobApplication(draft, context);
  const result = jobApplicationSchema(context).safeParse(payload);
  if (result.success) return { payload, errors: {} };
  const rows = {
    applicantHistory: keptRows(draft.applicantHistory),
    personalReferences: keptRows(draft.personalReferences),
  };
  const errors: Record<string, JobApplicationMessageKey> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    const [list, index] = path;
    if ((list === "applicantHistory" || list === "personalReferences") && index !== undefined) {
      path[1] = String(rows[list][Number(index)] ?? index);
    }
    const key = path.join(".");
    errors[key] ??= issue.message as JobApplicationMessageKey;
  }
  return { payload: null, errors };
}
