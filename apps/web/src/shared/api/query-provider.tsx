import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useContext } from "react";
import { PageLoadCacheContext } from "./page-load-cache.ts";

/** The page's one QueryClient, created by the first code that needs it (the slot is in page-load-cache.ts). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * Gives its children the page's QueryClient, created on first use. Each lazily loaded feature that uses
 * queries (drawer, lodging map, header summary, cart, checkout, order) wraps itself in it, so TanStack Query
 * travels with that feature's code instead of the layout's; all of them share one client, hence one cache
 * and one quote store. Without an app around it (a test rendering one feature) the caller's provider is used.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const cache = useContext(PageLoadCacheContext);
  if (!cache) return children;
  cache.queryClient ??= createQueryClient();
  return <QueryClientProvider client={cache.queryClient}>{children}</QueryClientProvider>;
}

/** `Component` inside a QueryProvider: the default export of a lazily loaded module that queries. */
export function withQueryClient<Props extends object>(Component: ComponentType<Props>) {
  function WithQueryClient(props: Props) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  return WithQueryClient;
}
