import { useEffect, useId, useRef } from "react";

export const INPUT_CLASSES =
  "rounded border border-gray-500 bg-white px-2 py-1 text-gray-900 aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-lake-700";

export const BUTTON_CLASSES =
  "rounded bg-lake-700 px-3 py-1.5 font-semibold text-white hover:bg-lake-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lake-700";

export const SECONDARY_BUTTON_CLASSES =
  "rounded border border-gray-600 bg-white px-3 py-1.5 font-semibold text-gray-900 hover:bg-gray-100 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lake-700";

export const DANGER_BUTTON_CLASSES =
  "rounded bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

/**
 * A form's submit button: what it does, and while the form is busy what it is doing, pressed once only.
 * `className` places it in its form; the look is the office's one.
 */
export function SubmitButton(props: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  className?: string;
}) {
  const { busy, label, busyLabel, className } = props;
  return (
    <button
      type="submit"
      disabled={busy}
      className={className ? `${className} ${BUTTON_CLASSES}` : BUTTON_CLASSES}
    >
      {busy && busyLabel ? busyLabel : label}
    </button>
  );
}

/** A polite live region: screen readers hear "Saved", "Deleted" or the refusal as it happens. */
export function Status({ kind, text }: { kind: "ok" | "error"; text: string }) {
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={kind === "error" ? "text-red-800" : "text-forest-800"}
    >
      {text}
    </p>
  );
}

/**
 * A modal question before a destructive action, in a native <dialog>: the browser traps focus, Escape
 * cancels, and focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={onCancel}
      className="m-auto max-w-md rounded-lg p-5 shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      <p className="mt-2 text-gray-900">{question}</p>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={SECONDARY_BUTTON_CLASSES} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={DANGER_BUTTON_CLASSES} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
