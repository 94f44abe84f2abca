import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";

interface PromotionDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

const button = "inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold";

/**
 * A question the visitor answers before a promotion changes the quote (change dates, cancel promotion,
 * 3x2 conditions): focus stays inside, Escape or the cancel button leaves everything as it was.
 */
export function PromotionDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: PromotionDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/40 motion-safe:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-forest-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 space-y-3 text-stone-800">{children}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel
              className={`${button} text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50`}
            >
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={`${button} bg-forest-700 text-white hover:bg-forest-800`}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
