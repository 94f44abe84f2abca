import type { ArrivalTime } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import {
  type QueryClient,
  useIsMutating,
  useMutationState,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { currentLanguage } from "../../../shared/i18n/language.ts";
import { pushNotification } from "../../../shared/notifications/notification-store.ts";
import { httpQuoteApi } from "../api/quote-api.ts";
import { type ParkClock, quoteQuery, useCapacityFull, useParkClock } from "../api/quote-queries.ts";
import { draftFromDto } from "../draft-from-dto.ts";
import { QUOTE_MUTATION_ROOT } from "../quote-saves.ts";
import { browserStorage, createQuoteStorage } from "../quote-storage.ts";
import { createQuoteStore, type QuoteStore } from "../quote-store.ts";

// One store per QueryClient: the app has one, each test render its own, so tests never share a quote.
const stores = new WeakMap<QueryClient, QuoteStore>();

export function quoteStoreFor(queryClient: QueryClient): QuoteStore {
  let store = stores.get(queryClient);
  if (!store) {
    store = createQuoteStore({
      queryClient,
      api: httpQuoteApi,
      storage: createQuoteStorage(browserStorage()),
      language: currentLanguage,
      notifyError: (message) => pushNotification(message, "error"),
      networkMessage: () => i18n.t("errors.network"),
    });
    stores.set(queryClient, store);
  }
  return store;
}

/** The visitor's quote store (actions); using it starts it (stored quote reloaded, park's today fetched). */
export function useQuoteStore(): QuoteStore {
  const store = quoteStoreFor(useQueryClient());
  useEffect(() => {
    void store.start();
  }, [store]);
  return store;
}

/** What the quote screens show; everything here is derived from the server's answers and the draft store. */
export interface QuoteView {
  /** The park's today is known and the stored quote (if any) was reloaded. */
  ready: boolean;
  today: IsoDate | null;
  /** The park's clock (parkNow reads its instant); null until known. */
  clock: ParkClock | null;
  /** The visit as shown: a local draft, a pending save, or the server's quote; null = no quote. */
  draft: QuoteDraft | null;
  /** The server's quote (prices, items, codes); null before it exists. */
  quote: QuoteDto | null;
  capacityFull: Record<ArrivalTime, boolean>;
  /** A save of the quote is in flight or queued. */
  saving: boolean;
  /** Any quote call is in flight (000 §7): the checkout buttons wait for it. */
  remoteActivity: boolean;
  pendingStays: readonly string[];
  cartEmpty: boolean;
  /** Why the server refused to create the quote, or null. */
  createRefusal: string | null;
  /** A change could not be sent (network): offer Try again (store.retrySave). */
  unsaved: boolean;
}

export function useQuoteView(): QuoteView {
  const store = useQuoteStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const clock = useParkClock(httpQuoteApi);
  const today = clock?.today ?? null;
  const id = state.quoteId;
  const quote = useQuery({ ...quoteQuery(httpQuoteApi, id ?? ""), enabled: id !== null }).data ?? null;
  const pending = useMutationState({
    filters: { mutationKey: [QUOTE_MUTATION_ROOT, "save"], status: "pending" },
    select: (mutation) => store.pendingDraftOf(mutation.state.variables),
  }).at(-1);
  const writes = useIsMutating({ mutationKey: [QUOTE_MUTATION_ROOT] });

  const draft = useMemo(() => {
    if (state.draft !== null) return id === null ? state.draft : { ...state.draft, id };
    if (id === null) return null;
    if (pending != null) return { ...pending, id };
    return quote === null ? null : draftFromDto(quote);
  }, [state.draft, id, pending, quote]);
  const capacity = useCapacityFull(httpQuoteApi, draft?.visit ?? null);

  return {
    ready: state.started && today !== null,
    today,
    clock,
    draft,
    quote: id === null ? null : quote,
    capacityFull: capacity.capacityFull,
    saving: writes > 0,
    remoteActivity: writes > 0 || state.remoteCalls > 0 || capacity.checking,
    pendingStays: state.pendingStays,
    cartEmpty: state.cartEmpty,
    createRefusal: state.createRefusal,
    unsaved: state.unsaved !== null,
  };
}

/** The server's answer for the current quote (prices, items, codes), or null while there is none. */
export function useServerQuote(): QuoteDto | null {
  return useQuoteView().quote;
}
