import { type ApplicationContext, hiddenApplicationFields } from "./application-visibility.ts";
import type { JobApplicationPayload } from "./job-application-schema.ts";
import { DRIVER_AREA } from "./job-title-rules.ts";
import { rowDurationInCompany } from "./work-history.ts";

type Payload = JobApplicationPayload;
type HistoryRow = NonNullable<Payload["applicantHistory"]>[number];
type ReferenceRow = NonNullable<Payload["personalReferences"]>[number];

/**
 * The form's values: the payload's fields, with its joined lists kept as lists while the applicant edits,
 * and the captcha not yet solved.
 */
export type JobApplicationDraft = Omit<
  Payload,
  "childrenAges" | "creditorName" | "alternativeApplication" | "captchaVerified"
> & {
  captchaVerified: boolean;
  childrenAges: string[];
  creditorName: string[];
  alternativeApplication: string[];
  applicantHistory: HistoryRow[];
  personalReferences: ReferenceRow[];
};

function isBlankValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

function isEmptyRow(row: object): boolean {
  return Object.values(row).every(isBlankValue);
}

/**
 * What the form sends (001 §5, §7): hidden dependent fields null, empty history and reference rows dropped,
 * the whole history dropped for a first job (the rest numbered with their computed durations),
 * childrenAges joined by ",", creditorName by ", ", alternativeApplication by ",".
 */
export function cleanJobApplication(draft: JobApplicationDraft, context: ApplicationContext): Payload {
  const alternatives =
    draft.hasDriverLicense === true
      ? draft.alternativeApplication
      : draft.alternativeApplication.filter(
          (id) => context.openJobs.find((job) => job.titleId === id)?.area !== DRIVER_AREA,
        );
  const values: Record<string, unknown> = { ...draft };
  const hidden = new Set(hiddenApplicationFields(draft, alternatives, context));
  const joined = (field: string, list: string[], separator: string) => {
    const items = list.map((item) => item.trim()).filter((item) => item !== "");
    values[field] = hidden.has(field) || items.length === 0 ? null : items.join(separator);
  };
  for (const field of hidden) values[field] = null;
  joined("childrenAges", draft.childrenAges, ",");
  joined("creditorName", draft.creditorName, ", ");
  joined("alternativeApplication", alternatives, ",");
  values.applicantHistory =
    draft.isFirstJob === true
      ? []
      : draft.applicantHistory
          .filter((row) => !isEmptyRow(row))
          .map((row, order) => ({
            ...row,
            order,
            durationInCompany: rowDurationInCompany(row),
          }));
  values.personalReferences = draft.personalReferences.filter((row) => !isEmptyRow(row));
  return values as Payload;
}

/** Changing childrenCount resets childrenAges to that many empty entries (001 §4). */
export function childrenAgesFor(count: number | null): string[] {
  return Array.from({ length: count !== null && count > 0 ? Math.min(count, 10) : 0 }, () => "");
}
