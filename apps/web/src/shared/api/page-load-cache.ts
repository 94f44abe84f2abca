import type { QueryClient } from "@tanstack/react-query";
import { createContext } from "react";

/** One layout read (banners, maintenance): its last answer and who is waiting for the next. */
export interface ShellReadEntry {
  value: unknown;
  fetchedAt: number;
  loading: boolean;
  listeners: Set<() => void>;
}

/**
 * What the site keeps for the life of a page load, one per mounted app (each test render its own). The
 * QueryClient is only a slot here: TanStack Query is loaded and the client created by the first lazily
 * loaded feature that needs it (query-provider.tsx), so an information page never downloads it.
 */
export interface PageLoadCache {
  queryClient: QueryClient | null;
  shellReads: Map<string, ShellReadEntry>;
}

export function createPageLoadCache(): PageLoadCache {
  return { queryClient: null, shellReads: new Map() };
}

export const PageLoadCacheContext = createContext<PageLoadCache | null>(null);
