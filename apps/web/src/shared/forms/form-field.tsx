import { type ReactNode, useId } from "react";

/** Input classes; a field in error gets a red ring (its message says why, for everyone). */
export function fieldClass(invalid: boolean): string {
  return `block h-11 w-full rounded-lg border bg-white px-3 text-base text-stone-900 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 ${
    invalid ? "border-red-700 ring-1 ring-red-700" : "border-stone-400"
  }`;
}

/** A field's error, tied to it with aria-describedby; announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** What the control needs from its field; spread it beside react-hook-form's `register(...)` or `field`. */
export interface FieldControl {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

/** The site's roomy fields, or the office's dense ones (many fields per screen, for staff). */
const LOOKS = {
  site: {
    label: "mb-1 block text-sm font-semibold text-stone-800",
    hint: "mt-1 text-sm text-stone-600",
  },
  office: {
    label: "text-sm font-semibold text-gray-900",
    hint: "text-xs text-gray-700",
  },
} as const;

interface FieldProps {
  label: string;
  error: string | null | undefined;
  hint?: string | undefined;
  /** The control's id; one is made up when the page has no use for it. */
  id?: string;
  className?: string;
  look?: keyof typeof LOOKS;
  /** Ids of more that describes the control (advice beside it, a message the whole form shares). */
  describedBy?: string | undefined;
  /** Marks the control wrong when the message saying so is elsewhere (one message for two fields). */
  invalid?: boolean;
  /** The control, given its id and what describes it. */
  children: (control: FieldControl) => ReactNode;
}

/** Label, control, hint and error in the order a screen reader reads them; the one field of the whole web. */
export function Field(props: FieldProps) {
  const { label, error, hint, id, className, look = "site", describedBy, invalid, children } = props;
  const madeUp = useId();
  const controlId = id ?? madeUp;
  const described = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null, describedBy]
    .filter(Boolean)
    .join(" ");
  const classes = LOOKS[look];
  return (
    <div className={className ?? (look === "office" ? "flex flex-col gap-1" : undefined)}>
      <label htmlFor={controlId} className={classes.label}>
        {label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": Boolean(error) || Boolean(invalid),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint ? (
        <p id={`${controlId}-hint`} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${controlId}-error`} message={error} />
    </div>
  );
}
