import { type FocusEvent, useEffect, useRef } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useApplicationFormContext } from "../hooks/application-form-context.ts";
import { useErrorText } from "../hooks/use-error-text.ts";
import { jobApplicationMessage } from "../job-application-message.ts";
import { fieldId } from "./form-fields.tsx";

/** The paths of the fields on the page, in the order they appear (each wrapper's `data-field`). */
export function fieldsInPageOrder(form: HTMLElement): string[] {
  return Array.from(
    form.querySelectorAll<HTMLElement>("[data-field]"),
    (wrapper) => wrapper.dataset.field ?? "",
  );
}

/** Marks a field as left when focus moves out of its wrapper (not between the radios of one question). */
export function onFieldBlur(event: FocusEvent<HTMLElement>, leave: (path: string) => void) {
  const wrapper = (event.target as HTMLElement).closest<HTMLElement>("[data-field]");
  const path = wrapper?.dataset.field;
  if (!wrapper || !path) return;
  if (event.relatedTarget instanceof Node && wrapper.contains(event.relatedTarget)) return;
  leave(path);
}

const ROW = /^(applicantHistory|personalReferences)\.(\d+)\.(\w+)$/;

/** The label a field shows; a history or reference row's fields say which row they belong to. */
function useFieldLabel(): (path: string) => string {
  const { t } = useTranslation();
  return (path) => {
    const row = ROW.exec(path);
    if (!row) return t(`careers.fields.${path}`);
    const [, list, index, field] = row;
    const entry = list === "applicantHistory" ? "careers.form.historyEntry" : "careers.form.referenceEntry";
    return `${t(entry, { number: Number(index) + 1 })}, ${t(`careers.fields.${field}`)}`;
  };
}

/**
 * Every issue of the form after Send, at its top: the spec's form-level message as heading and a link to
 * each field (GOV.UK's error summary). It takes focus on each Send (`focusRequest` counts them); a link
 * moves focus to its field. `order` is the fields' order on the page when Send was tried.
 */
export function ErrorSummary({ order, focusRequest }: { order: readonly string[]; focusRequest: number }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusRequest > 0) ref.current?.focus();
  }, [focusRequest]);
  const language = useLanguage();
  const form = useApplicationFormContext();
  const errorText = useErrorText();
  const label = useFieldLabel();
  const place = (path: string) => {
    const index = order.indexOf(path);
    return index === -1 ? order.length : index;
  };
  const paths = Object.keys(form.errors).sort((a, b) => place(a) - place(b));
  if (paths.length === 0) return null;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      className="mt-6 rounded-2xl border-4 border-red-700 bg-white p-5 focus-visible:outline-2 focus-visible:outline-forest-700 sm:p-8"
    >
      <h2 id="error-summary-title" className="text-xl font-bold text-red-800">
        {jobApplicationMessage("form_invalid", language)}
      </h2>
      <ul className="mt-3 grid gap-1">
        {paths.map((path) => {
          const issue = form.errors[path];
          return (
            <li key={path}>
              <a
                href={`#${fieldId(path)}`}
                className="font-semibold text-red-800 underline"
                onClick={(event) => {
                  const field = document.getElementById(fieldId(path));
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                }}
              >
                {label(path)}: {issue ? errorText(issue) : ""}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
