import { type RefObject, useEffect } from "react";

/**
 * Keeps `--sticky-top` on the page's root equal to the height the sticky header bars take at the top of
 * the screen (the header, and the quote summary where it is sticky), so sticky cards sit below them and
 * anchors and focused elements scroll clear of them (`scroll-padding-top` in app.css). An element counts
 * only while its computed position is sticky: below `sm` the quote summary scrolls away with the page.
 */
export function useStickyTopHeight(bars: readonly RefObject<HTMLElement | null>[]): void {
  useEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      const height = bars.reduce((sum, bar) => {
        const element = bar.current;
        if (element === null || getComputedStyle(element).position !== "sticky") return sum;
        return sum + element.getBoundingClientRect().height;
      }, 0);
      root.style.setProperty("--sticky-top", `${Math.round(height)}px`);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    for (const bar of bars) if (bar.current) observer.observe(bar.current);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [bars]);
}
