import type { ReactNode } from "react";

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

interface FieldProps {
  id: string;
  label: string;
  error: string | null | undefined;
  hint?: string;
  className?: string;
  /** The control, given the ids to describe it with. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint and error in the order a screen reader reads them. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children(described || undefined)}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
