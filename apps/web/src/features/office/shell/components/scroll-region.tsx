import type { ReactNode } from "react";

/**
 * A long table in a box of its own height: focusable so the keyboard can scroll it (axe's
 * scrollable-region-focusable), and named (a region) for screen readers.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
      tabIndex={0}
      className="max-h-[32rem] overflow-auto focus:outline-2 focus:outline-lake-700"
    >
      {children}
    </section>
  );
}
