import type { ApplicationContext } from "@park/domain/careers/application-visibility.ts";
import type { JobApplicationDraft } from "@park/domain/careers/clean-job-application.ts";
import { useMemo, useState } from "react";
import { readPath, writePath } from "./draft-paths.ts";
import { emptyDraft } from "./empty-draft.ts";
import { type FieldErrors, validateDraft } from "./validate-draft.ts";

export interface ApplicationForm {
  values: JobApplicationDraft;
  context: ApplicationContext;
  /** The value at a dotted path. */
  get(path: string): unknown;
  set(path: string, value: unknown): void;
  /** Several top-level fields at once (a cascade's changes). */
  patch(changes: Partial<JobApplicationDraft>): void;
  /** The field at `path` was left: its issue shows from now on. */
  leave(path: string): void;
  /**
   * Issues shown, kept current as the applicant edits: those of the fields already left, and every one
   * once Send was tried.
   */
  errors: FieldErrors;
  /** Whether the applicant changed anything (the leave warning). */
  touched: boolean;
  /** Checks everything and shows the issues; the payload when the form is complete. */
  check(): ReturnType<typeof validateDraft>;
}

/** The application's values and issues; the rules are the domain's (packages/domain/src/careers). */
export function useApplicationForm(jobPostId: number, context: ApplicationContext): ApplicationForm {
  const [values, setValues] = useState(() => emptyDraft(jobPostId));
  const [touched, setTouched] = useState(false);
  const [checking, setChecking] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());

  // One check of the whole form with the API's schema: a field's issue can depend on other answers.
  const all = useMemo(() => validateDraft(values, context).errors, [values, context]);
  const errors = useMemo(
    () => (checking ? all : Object.fromEntries(Object.entries(all).filter(([path]) => left.has(path)))),
    [checking, all, left],
  );

  return {
    values,
    context,
    get: (path) => readPath(values, path),
    set: (path, value) => {
      setTouched(true);
      setValues((current) => writePath(current, path, value));
    },
    patch: (changes) => {
      setTouched(true);
      setValues((current) => ({ ...current, ...changes }));
    },
    leave: (path) => setLeft((current) => (current.has(path) ? current : new Set([...current, path]))),
    errors,
    touched,
    check: () => {
      setChecking(true);
      return validateDraft(values, context);
    },
  };
}
