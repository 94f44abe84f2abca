import { useRef } from "react";

/**
 * For a Radix dialog opened from a button that is not its Radix trigger: Radix then has nothing to give focus
 * back to on close, so the opener is remembered as the dialog opens and focused again when it closes
 * (WCAG 2.4.3). When the dialog's answer removed the opener (a deleted cart line), focus goes to the page's
 * main region instead of being lost on the body.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Runs before focus moves into the dialog: the focused element is what opened it.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = opener.current?.isConnected ? opener.current : document.querySelector("main");
      target?.focus();
      opener.current = null;
    },
  };
}
