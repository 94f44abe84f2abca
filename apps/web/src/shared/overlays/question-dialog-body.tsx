import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { useReturnFocus } from "../ui/use-return-focus.ts";

export interface QuestionDialogProps {
  open: boolean;
  title: string;
  /** What is asked: one sentence, or (when `long`) several paragraphs and lists. */
  children: ReactNode;
  /** Text of the confirming action; without it the dialog only informs and offers `cancelLabel`. */
  confirmLabel?: string;
  cancelLabel: string;
  onConfirm?: () => void;
  onClose: () => void;
  /** A long question asked over the quote drawer (a promotion's terms): wider, scrolls, above the drawer. */
  long?: boolean;
}

const LOOKS = {
  short: {
    layer: "z-50",
    box: "w-[calc(100%-2rem)] max-w-md",
    button: "inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-semibold",
  },
  long: {
    layer: "z-[60]",
    box: "max-h-[90vh] w-[calc(100%-2rem)] max-w-lg",
    button: "inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold",
  },
} as const;

/**
 * A question (or a refusal) the visitor answers before the cart or the quote changes: focus stays inside,
 * Escape or cancel leaves everything as it was. It opens from the page's own buttons rather than a Radix
 * trigger, so useReturnFocus gives focus back to the opener.
 */
export default function QuestionDialogBody({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  long = false,
}: QuestionDialogProps) {
  const returnFocus = useReturnFocus();
  const look = LOOKS[long ? "long" : "short"];
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay
          className={`fixed inset-0 ${look.layer} bg-black/40 motion-safe:animate-fade-in`}
        />
        <AlertDialog.Content
          {...returnFocus}
          className={`fixed top-1/2 left-1/2 ${look.layer} ${look.box} -translate-x-1/2 -translate-y-1/2 ${long ? "overflow-y-auto " : ""}rounded-2xl bg-white p-6 shadow-xl`}
        >
          <AlertDialog.Title className="text-lg font-bold text-forest-900">{title}</AlertDialog.Title>
          {long ? (
            <AlertDialog.Description asChild>
              <div className="mt-3 space-y-3 text-stone-800">{children}</div>
            </AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="mt-3 text-stone-800">{children}</AlertDialog.Description>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel
              className={`${look.button} text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50`}
            >
              {cancelLabel}
            </AlertDialog.Cancel>
            {confirmLabel && (
              <AlertDialog.Action
                className={`${look.button} bg-forest-700 text-white hover:bg-forest-800`}
                onClick={onConfirm}
              >
                {confirmLabel}
              </AlertDialog.Action>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
