import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { useReturnFocus } from "../../../shared/ui/use-return-focus.ts";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** Text of the confirming action; without it the dialog only informs and offers `cancelLabel`. */
  confirmLabel?: string;
  cancelLabel: string;
  onConfirm?: () => void;
  onClose: () => void;
}

const button = "inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-semibold";

/**
 * A question (or a refusal) the visitor answers before the cart changes: focus stays inside, Escape cancels.
 * It opens from a line's button rather than a Radix trigger, so useReturnFocus gives focus back to it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40 motion-safe:animate-fade-in" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-forest-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-stone-800">{message}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel
              className={`${button} text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50`}
            >
              {cancelLabel}
            </AlertDialog.Cancel>
            {confirmLabel && (
              <AlertDialog.Action
                className={`${button} bg-forest-700 text-white hover:bg-forest-800`}
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
