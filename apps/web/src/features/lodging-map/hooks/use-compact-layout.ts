import { useSyncExternalStore } from "react";

/** Phones get the tall compact drawing; from the `sm` breakpoint (640 px) the wide one. */
const COMPACT_QUERY = "(max-width: 639px)";

function mediaQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(COMPACT_QUERY)
    : null;
}

function subscribe(listener: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener("change", listener);
  return () => query?.removeEventListener("change", listener);
}

export function useCompactLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
