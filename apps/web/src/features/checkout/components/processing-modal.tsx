import { useLayoutEffect } from "react";
import { openedOnce } from "../../../shared/overlays/opened-once.tsx";

const ProcessingDialog = openedOnce<{ open: boolean }>(() => import("./processing-modal-body.tsx"));

function BlockingProcessingDialog({ open }: { open: boolean }) {
  // Before paint: the keys are blocked from the moment the modal shows.
  useLayoutEffect(() => {
    if (!open) return;
    const block = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("keydown", block, true);
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("keydown", block, true);
      window.removeEventListener("beforeunload", warn);
    };
  }, [open]);

  return <ProcessingDialog open={open} />;
}

/**
 * 000 §2/§4: while the payment runs, a modal says not to refresh and blocks the keys (a reload shortcut,
 * Escape, typing into the form); leaving the page asks the browser's confirmation. Its dialog loads apart
 * and Pay waits for `preload` before the payment starts, so the dialog shows with it. The keys are blocked
 * by this page's own code, so also where the payment starts as the page loads (back from the card's
 * challenge), before the dialog's code is in.
 */
export const ProcessingModal = Object.assign(BlockingProcessingDialog, { preload: ProcessingDialog.preload });
