import type { ReactNode } from "react";

/*
 * The print stylesheet of a printable list: every element beside the way down to the list is left out, so
 * the sheet holds the list alone (no menu, header, form or buttons), whatever the page around it.
 */
const PRINT_CSS =
  "@media print { :has([data-print-area]) > :not(:has([data-print-area])):not([data-print-area]) " +
  "{ display: none !important; } }";

/** What a printed page holds: its title and list, and nothing else of the office. */
export function PrintArea({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-print-area="" className={className}>
      <style>{PRINT_CSS}</style>
      {children}
    </div>
  );
}
