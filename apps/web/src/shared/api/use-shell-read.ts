import { useCallback, useContext, useEffect, useSyncExternalStore } from "react";
import { type PageLoadCache, PageLoadCacheContext, type ShellReadEntry } from "./page-load-cache.ts";

export interface ShellRead<T> {
  /** Names the read in the page-load cache: every component using the same key shares one request. */
  key: string;
  /** A module-level function (the same on every render). */
  load: () => Promise<T>;
  /** After this long, coming back to the tab reads again; never by default. */
  staleAfterMs?: number;
}

// As TanStack Query's retry: 1 did: a failed read is tried once more, a second later.
const RETRY_DELAY_MS = 1000;

function entryOf(cache: PageLoadCache, key: string): ShellReadEntry {
  let entry = cache.shellReads.get(key);
  if (!entry) {
    entry = { value: undefined, fetchedAt: 0, loading: false, listeners: new Set() };
    cache.shellReads.set(key, entry);
  }
  return entry;
}

async function loadWithRetry(load: () => Promise<unknown>): Promise<unknown> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return load();
  }
}

async function refresh(entry: ShellReadEntry, load: () => Promise<unknown>): Promise<void> {
  if (entry.loading) return;
  entry.loading = true;
  try {
    entry.value = await loadWithRetry(load);
    entry.fetchedAt = Date.now();
    for (const listener of entry.listeners) listener();
  } catch {
    // The layout simply goes without (no banner; the site shown), as it does while the answer is on its way.
  } finally {
    entry.loading = false;
  }
}

/**
 * A read the layout makes on every page (banners, maintenance), kept for the page load. Not TanStack
 * Query: that library is not part of an information page's first load (query-provider.tsx). Undefined
 * until the first answer, and while the read fails.
 */
export function useShellRead<T>({ key, load, staleAfterMs }: ShellRead<T>): T | undefined {
  const cache = useContext(PageLoadCacheContext);
  if (!cache) throw new Error("useShellRead is used outside the app (root.tsx provides its cache)");
  const entry = entryOf(cache, key);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => entry.value,
    () => undefined,
  );

  useEffect(() => {
    if (entry.fetchedAt === 0) void refresh(entry, load);
    if (staleAfterMs === undefined) return;
    const onVisible = () => {
      if (document.visibilityState === "visible" && Date.now() - entry.fetchedAt > staleAfterMs) {
        void refresh(entry, load);
      }
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [entry, load, staleAfterMs]);
  return value as T | undefined;
}
