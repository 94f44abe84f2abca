import { useId } from "react";

/**
 * A question asked in place, under the button that raised it: its first action takes the focus, as the
 * focus was there. Without `onConfirm` the yes submits the form around it.
 */
export function InlineConfirm(props: {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm?: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** The yes undoes something (red), rather than going on (green). */
  danger?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-question`}
      className={`rounded border border-amber-500 bg-amber-50 p-3 ${props.className ?? ""}`}
    >
      <p id={`${id}-question`} className="mb-2">
        {props.question}
      </p>
      <div className="flex gap-3">
        <button
          type={props.onConfirm ? "button" : "submit"}
          // biome-ignore lint/a11y/noAutofocus: moving focus into the question is what keyboard users need here
          autoFocus
          disabled={props.busy}
          onClick={props.onConfirm}
          className={`min-h-10 rounded px-4 font-semibold text-white ${props.danger ? "bg-red-800 hover:bg-red-900" : "bg-forest-700 hover:bg-forest-800"}`}
        >
          {props.confirmLabel}
        </button>
        <button
          type="button"
          onClick={props.onCancel}
          className="min-h-10 rounded border border-stone-500 px-4 hover:bg-stone-100"
        >
          {props.cancelLabel}
        </button>
      </div>
    </div>
  );
}
