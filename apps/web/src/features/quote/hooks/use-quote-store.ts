import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { currentLanguage } from "../../../shared/i18n/language.ts";
import { pushNotification } from "../../../shared/notifications/notification-store.ts";
import { httpQuoteApi } from "../api/quote-api.ts";
import { browserStorage, createQuoteStorage } from "../quote-storage.ts";
import { createQuoteStore, type QuoteStore, type QuoteStoreState, quoteQueryKey } from "../quote-store.ts";

// One store per QueryClient: the app has one, each test render its own, so tests never share a quote.
const stores = new WeakMap<QueryClient, QuoteStore>();

export function quoteStoreFor(queryClient: QueryClient): QuoteStore {
  let store = stores.get(queryClient);
  if (!store) {
    const created = createQuoteStore({
      queryClient,
      api: httpQuoteApi,
      storage: createQuoteStorage(browserStorage()),
      language: currentLanguage,
      notifyError: (message) => pushNotification(message, "error"),
      subscribeLanguage: (listener) => {
        i18n.on("languageChanged", listener);
        return () => i18n.off("languageChanged", listener);
      },
    });
    stores.set(queryClient, created);
    store = created;
  }
  return store;
}

/** The visitor's quote store; using it starts it (stored quote reloaded, park's today fetched). */
export function useQuoteStore(): QuoteStore {
  const store = quoteStoreFor(useQueryClient());
  useEffect(() => {
    void store.start();
  }, [store]);
  return store;
}

/** The store's state; the component re-renders on every change of it. */
export function useQuoteState(): QuoteStoreState {
  const store = useQuoteStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The server's answer for the current quote (prices, items, codes), or null while there is none. */
export function useServerQuote(): QuoteDto | null {
  const { draft } = useQuoteState();
  const id = draft?.id ?? null;
  const query = useQuery({
    queryKey: quoteQueryKey(id),
    queryFn: () => httpQuoteApi.fetch(id ?? ""),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return id === null ? null : (query.data ?? null);
}
