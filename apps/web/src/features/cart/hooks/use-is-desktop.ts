import { useSyncExternalStore } from "react";

/** The summary is a side card from the `lg` breakpoint (1024 px); below it, a collapsible bar. */
const DESKTOP_QUERY = "(min-width: 1024px)";

function mediaQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(DESKTOP_QUERY)
    : null;
}

function subscribe(listener: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener("change", listener);
  return () => query?.removeEventListener("change", listener);
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? true,
    () => true,
  );
}
