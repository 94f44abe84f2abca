import type { Language } from "@park/domain/constants.ts";
import { createQuotePayload, updateVisitPayload } from "@park/domain/quote/create-on-server.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { UpdateQuotePayload } from "@park/domain/quote/quote-schemas.ts";
import { MutationObserver, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../shared/api/api-error.ts";
import type { QuoteApi } from "./api/quote-api.ts";
import { quoteQueryKey } from "./api/quote-queries.ts";

/** Every write of the quote; screens count them as remote activity (useIsMutating). */
export const QUOTE_MUTATION_ROOT = "quote";
const SAVE_KEY = [QUOTE_MUTATION_ROOT, "save"] as const;
/** A browser has one quote: its writes share one scope, so TanStack Query runs them one after another. */
const QUOTE_SCOPE = { id: "quote" };

interface SaveVariables {
  draft: QuoteDraft;
}

export interface QuoteSavesDeps {
  queryClient: QueryClient;
  api: QuoteApi;
  language: () => Language;
  quoteId: () => string | null;
  saveRetries: number;
  retryDelayMs: (attempt: number) => number;
  onCreated: (dto: QuoteDto) => void;
  onSaved: () => void;
  /** The server no longer knows the quote (quote_not_found). */
  onQuoteGone: (draft: QuoteDraft) => void;
  onQuotePaid: (message: string) => void;
  /** The server refused the change; its message is in the visitor's language. */
  onRefused: (message: string) => void;
  /** The change could not reach the server, even after the retries. */
  onUnreachable: (draft: QuoteDraft) => void;
}

function sameChoices(draft: QuoteDraft, dto: QuoteDto): boolean {
  const counts = Object.keys(dto.products) as (keyof QuoteDto["products"])[];
  return draft.offer3x2 === dto.offer3x2 && counts.every((key) => draft.products[key] === dto.products[key]);
}

/**
 * The quote's writes as TanStack Query mutations. The cache keeps the server's answers only: a pending
 * save is shown by laying its draft over them (latestPendingDraft), so a refused or failed save simply
 * disappears and every screen shows the server's quote again; nothing is copied back by hand.
 */
export function createQuoteSaves(deps: QuoteSavesDeps) {
  const { queryClient, api } = deps;
  const issued = new WeakMap<object, QuoteDraft>();

  function pendingDraftOf(variables: unknown): QuoteDraft | null {
    return typeof variables === "object" && variables !== null ? (issued.get(variables) ?? null) : null;
  }

  function pendingSaves() {
    return queryClient.getMutationCache().findAll({ mutationKey: SAVE_KEY, status: "pending" });
  }

  function latestPendingDraft(): QuoteDraft | null {
    const latest = pendingSaves().at(-1);
    return latest === undefined ? null : pendingDraftOf(latest.state.variables);
  }

  function updatePayload(
    draft: QuoteDraft,
    id: string,
  ): (UpdateQuotePayload & { language: Language }) | null {
    const visit = updateVisitPayload({ ...draft, id });
    if (visit === null) return null;
    return {
      visit,
      products: { ...draft.products },
      offer3x2: draft.offer3x2,
      language: deps.language(),
    };
  }

  async function send(variables: SaveVariables): Promise<QuoteDto | null> {
    // Latest wins: a newer save waiting in the scope carries this change too.
    if (pendingSaves().at(-1)?.state.variables !== variables) return null;
    const { draft } = variables;
    let id = deps.quoteId();
    if (id === null) {
      const payload = createQuotePayload(draft);
      if (payload === null) return null;
      const created = await api.create(payload);
      queryClient.setQueryData(quoteQueryKey(created.id), created);
      deps.onCreated(created);
      // The create call carries the visit only: counts or the 3x2 chosen before it still need an update.
      if (sameChoices(draft, created)) return created;
      id = created.id;
    }
    const payload = updatePayload(draft, id);
    return payload === null ? null : api.update(id, payload);
  }

  function handleError(error: Error, draft: QuoteDraft): void {
    if (error instanceof ApiError) {
      if (error.code === "quote_not_found" && deps.quoteId() !== null) deps.onQuoteGone(draft);
      else if (error.code === "quote_paid") deps.onQuotePaid(error.message);
      else deps.onRefused(error.message);
      return;
    }
    if (error.name !== "AbortError") deps.onUnreachable(draft);
  }

  /** Sends the visit; a refusal is final, a network failure is tried again saveRetries times. */
  function save(draft: QuoteDraft): void {
    const variables: SaveVariables = { draft };
    issued.set(variables, draft);
    const observer = new MutationObserver<QuoteDto | null, Error, SaveVariables>(queryClient, {
      mutationKey: SAVE_KEY,
      scope: QUOTE_SCOPE,
      mutationFn: send,
      retry: (failures, error) => !(error instanceof ApiError) && failures < deps.saveRetries,
      retryDelay: deps.retryDelayMs,
      onSuccess: (dto) => {
        if (dto === null) return;
        queryClient.setQueryData(quoteQueryKey(dto.id), dto);
        deps.onSaved();
      },
      onError: (error) => handleError(error, draft),
    });
    // The outcome is handled in onSuccess / onError.
    observer.mutate(variables).catch(() => undefined);
  }

  /** A write answered by the quote, queued behind the saves of the same quote. */
  function write(name: string, call: (quoteId: string) => Promise<QuoteDto>): Promise<QuoteDto> {
    const observer = new MutationObserver<QuoteDto, Error, undefined>(queryClient, {
      mutationKey: [QUOTE_MUTATION_ROOT, name],
      scope: QUOTE_SCOPE,
      mutationFn: () => {
        const id = deps.quoteId();
        return id === null ? Promise.reject(new Error("no quote")) : call(id);
      },
      onSuccess: (dto) => {
        if (dto.id === deps.quoteId()) queryClient.setQueryData(quoteQueryKey(dto.id), dto);
      },
    });
    return observer.mutate(undefined);
  }

  return {
    save,
    latestPendingDraft,
    pendingDraftOf,
    saveReservations: (stayIds: readonly string[]) =>
      write("reservations", (id) => api.saveReservations(id, stayIds)),
    renewHolds: () => write("renew", (id) => api.renewHolds(id)),
    /** An activity booked, changed or removed (features/activities makes the call). */
    writeActivity: (call: (quoteId: string) => Promise<QuoteDto>) => write("activity", call),
    /** A special code applied or cancelled (features/promotions makes the call). */
    writePromotion: (call: (quoteId: string) => Promise<QuoteDto>) => write("promotion", call),
  };
}
