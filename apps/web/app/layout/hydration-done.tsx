import { useEffect, useSyncExternalStore } from "react";

/**
 * React Router's <Meta /> shows only the root's tags on a page served by the SPA fallback (the cart, the
 * office, ...) until its <Scripts /> has run its first effect. Preact runs effects after the next frame,
 * and when the page's route module arrives before that frame, <Meta /> renders its final tags too early
 * and is never asked again: the page keeps the fallback's title and loses its own tags (the office's
 * noindex). <HydrationDone /> stands after <Scripts />, so its effect runs after that one, and
 * useHydrationDone() renders its caller again then.
 */
let done = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isDone = () => done;

export function useHydrationDone(): boolean {
  return useSyncExternalStore(subscribe, isDone, isDone);
}

/** Rendered once, after <Scripts />. */
export function HydrationDone() {
  useEffect(() => {
    if (done) return;
    done = true;
    for (const listener of listeners) listener();
  }, []);
  return null;
}
