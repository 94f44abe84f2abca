import { type ReactNode, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import { useApplicationFormContext } from "../hooks/application-form-context.ts";
import { useErrorText } from "../hooks/use-error-text.ts";

export type Option = { value: string; label: string };

const control =
  "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-forest-700";

// Each field's wrapper carries `data-field` (its path): the form marks a field as left when focus leaves the
// wrapper (error-summary.tsx), and orders its error summary by where the wrappers are on the page.

/** The element id of a field, from its path ("applicantHistory.0.position" -> "f-applicantHistory-0-position"). */
export function fieldId(path: string): string {
  return `f-${path.replaceAll(".", "-")}`;
}

function labelKey(path: string): string {
  return `careers.fields.${path.split(".").at(-1)}`;
}

/** The field's label text, issue text and the ids that tie them to the control. */
function useFieldParts(path: string, label: string | undefined, hint: string | undefined, ownId?: string) {
  const { t } = useTranslation();
  const form = useApplicationFormContext();
  const errorText = useErrorText();
  const id = ownId ?? fieldId(path);
  const issue = form.errors[path];
  const error = issue ? errorText(issue) : undefined;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    form,
    id,
    text: label ?? t(labelKey(path)),
    error,
    describedBy: describedBy || undefined,
  };
}

function RequiredMark({ required }: { required?: boolean }) {
  const { t } = useTranslation();
  if (!required) return null;
  return (
    <>
      <span aria-hidden="true" className="text-red-700">
        {" "}
        *
      </span>
      <span className="sr-only"> ({t("careers.form.requiredMark")})</span>
    </>
  );
}

function Help({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** A field's label (with its required mark), its control and its help, in the wrapper named by its path. */
function FieldFrame({
  path,
  id,
  text,
  required,
  hint,
  error,
  children,
}: {
  path: string;
  id: string;
  text: string;
  required: boolean | undefined;
  hint: string | undefined;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div data-field={path}>
      <label htmlFor={id} className="block font-semibold text-stone-800">
        {text}
        <RequiredMark required={required} />
      </label>
      {children}
      <Help id={id} hint={hint} error={error} />
    </div>
  );
}

type TextFieldProps = {
  path: string;
  label?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  type?: "text" | "email" | "tel" | "date";
  inputMode?: "text" | "tel" | "numeric" | "decimal" | "email";
  autoComplete?: string;
  min?: string;
  max?: string;
  /** How a typed value is kept (a phone mask, say); the value otherwise kept as typed. */
  format?: (typed: string) => string;
  /** Applied when the field is left (names are capitalised then). */
  onLeave?: (value: string) => string;
  multiline?: boolean;
  /** An id of its own, when another control already answers the same field (availability's choice). */
  inputId?: string;
};

/** A text, e-mail, phone or date input bound to the form value at `path` (null when empty). */
export function TextField({
  path,
  label,
  hint,
  required,
  format,
  onLeave,
  multiline,
  inputId,
  ...input
}: TextFieldProps) {
  const { form, id, text, error, describedBy } = useFieldParts(path, label, hint, inputId);
  const value = (form.get(path) as string | null | undefined) ?? "";
  const common = {
    id,
    name: path,
    value,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: control,
    onChange: (event: { target: { value: string } }) => {
      const next = format ? format(event.target.value) : event.target.value;
      form.set(path, next === "" ? null : next);
    },
    onBlur: () => {
      if (onLeave && value) form.set(path, onLeave(value));
    },
  };
  return (
    <FieldFrame path={path} id={id} text={text} required={required} hint={hint} error={error}>
      {multiline ? (
        <textarea rows={3} {...common} maxLength={input.maxLength} />
      ) : (
        <input {...common} {...input} />
      )}
    </FieldFrame>
  );
}

type NumberFieldProps = {
  path: string;
  label?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  inputMode?: "numeric" | "decimal";
  /** What the typed text means (null when nothing usable). */
  read: (typed: string) => number | null;
  /** How a kept value is shown once the field is left. */
  show?: (value: number | null) => string;
};

/** A number typed as text: kept as the number `read` gives, shown back with `show` when left. */
export function NumberField({
  path,
  label,
  hint,
  required,
  maxLength,
  inputMode,
  read,
  show,
}: NumberFieldProps) {
  const { form, id, text, error, describedBy } = useFieldParts(path, label, hint);
  const value = form.get(path) as number | null | undefined;
  const display = (kept: number | null | undefined) =>
    show ? show(kept ?? null) : kept === null || kept === undefined ? "" : String(kept);
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <FieldFrame path={path} id={id} text={text} required={required} hint={hint} error={error}>
      <input
        id={id}
        name={path}
        type="text"
        inputMode={inputMode ?? "numeric"}
        maxLength={maxLength}
        required={required}
        value={typed ?? display(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={control}
        onChange={(event) => {
          setTyped(event.target.value);
          form.set(path, read(event.target.value));
        }}
        onBlur={() => setTyped(null)}
      />
    </FieldFrame>
  );
}

type ChoiceProps = {
  path: string;
  label?: string;
  hint?: string;
  required?: boolean;
  options: readonly Option[];
  /** Replaces the plain write when a choice changes other fields too (the cascades). */
  onChoose?: (value: string | null) => void;
};

/** A list of choices as a select. */
export function SelectField({ path, label, hint, required, options, onChoose }: ChoiceProps) {
  const { t } = useTranslation();
  const { form, id, text, error, describedBy } = useFieldParts(path, label, hint);
  const value = form.get(path);
  return (
    <FieldFrame path={path} id={id} text={text} required={required} hint={hint} error={error}>
      <select
        id={id}
        name={path}
        required={required}
        value={value === null || value === undefined ? "" : String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={control}
        onChange={(event) => {
          const chosen = event.target.value === "" ? null : event.target.value;
          if (onChoose) onChoose(chosen);
          else form.set(path, chosen);
        }}
      >
        <option value="">{t("careers.form.choose")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A few choices as radio buttons in a fieldset; `parse` turns the chosen text into the kept value. */
export function RadioField({
  path,
  label,
  hint,
  required,
  options,
  onChoose,
  parse = (value) => value,
  checkedValue,
}: ChoiceProps & {
  parse?: (value: string) => unknown;
  /** Which option shows as chosen, when that is not simply the kept value. */
  checkedValue?: string | null;
}) {
  const { form, id, text, error, describedBy } = useFieldParts(path, label, hint);
  const kept = form.get(path);
  const value = checkedValue !== undefined ? checkedValue : kept;
  return (
    <fieldset data-field={path} aria-describedby={describedBy}>
      <legend className="font-semibold text-stone-800">
        {text}
        <RequiredMark required={required} />
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {options.map((option, index) => (
          <label key={option.value} className="inline-flex items-center gap-2 py-1 text-stone-800">
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={path}
              value={option.value}
              required={required}
              checked={value !== null && value !== undefined && String(value) === option.value}
              aria-invalid={error ? true : undefined}
              className="h-5 w-5 accent-forest-700"
              onChange={() => {
                const chosen = parse(option.value);
                if (onChoose) onChoose(chosen as string);
                else form.set(path, chosen);
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      <Help id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** A yes/no question kept as a boolean. */
export function YesNoField(
  props: Omit<ChoiceProps, "options" | "onChoose"> & { onChoose?: (value: boolean) => void },
) {
  const { t } = useTranslation();
  const { onChoose, ...rest } = props;
  return (
    <RadioField
      {...rest}
      options={[
        { value: "true", label: t("careers.form.yes") },
        { value: "false", label: t("careers.form.no") },
      ]}
      parse={(value) => value === "true"}
      onChoose={onChoose ? (value) => onChoose((value as unknown) === true) : undefined}
    />
  );
}

/**
 * A required field answered with several checkboxes (creditors, other vacancies): the fieldset its legend
 * names, an optional hint under the legend, the error at the end; the controls learn whether it is invalid.
 */
export function CheckboxGroup({
  path,
  hint,
  children,
}: {
  path: string;
  hint?: string;
  children: (invalid: boolean) => ReactNode;
}) {
  const { id, text, error } = useFieldParts(path, undefined, undefined);
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset data-field={path} className="sm:col-span-2" aria-describedby={describedBy || undefined}>
      <legend className="font-semibold text-stone-800">
        {text}
        <RequiredMark required />
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {children(Boolean(error))}
      <Help id={id} error={error} />
    </fieldset>
  );
}

/** A titled part of the form. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} heading={title} look="form">
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </TitledSection>
  );
}

/** The positions of fixed rows (history, references, children's ages): a row's position is its identity. */
export function positions(rows: readonly unknown[]): number[] {
  return rows.map((_, index) => index);
}
