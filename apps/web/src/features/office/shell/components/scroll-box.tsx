import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A table's box when the table is wider than the page (a phone at the gate): while it overflows it takes the
 * keyboard's focus, named as the table is, so its hidden columns can be scrolled to (axe's
 * scrollable-region-focusable); a table that fits adds no tab stop.
 */
export function ScrollBox({ label, children }: { label?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The table grows with its rows (a refetch) without its box changing size.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-lake-700"
      {...(overflows ? { tabIndex: 0, role: "group", "aria-label": label } : {})}
    >
      {children}
    </div>
  );
}
