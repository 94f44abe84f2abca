import { BREAKPOINTS } from "@park/domain/constants.ts";
import { useSyncExternalStore } from "react";

// 000 §2: the visit drawer (side panel) from 1330 px, the mobile drawer below.
const QUERY = `(min-width: ${BREAKPOINTS.visitDrawer}px)`;

function media(): MediaQueryList | null {
  return typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null;
}

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener("change", listener);
  return () => list?.removeEventListener("change", listener);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
