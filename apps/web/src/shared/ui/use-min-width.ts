import { useSyncExternalStore } from "react";

function media(query: string): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(query)
    : null;
}

/**
 * Whether the screen is at least `px` wide (a CSS media query, so it follows zoom and rotation). Before
 * hydration, and where matchMedia is missing, it answers `fallback`.
 */
export function useMinWidth(px: number, fallback: boolean): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (listener) => {
      const list = media(query);
      list?.addEventListener("change", listener);
      return () => list?.removeEventListener("change", listener);
    },
    () => media(query)?.matches ?? fallback,
    () => fallback,
  );
}
