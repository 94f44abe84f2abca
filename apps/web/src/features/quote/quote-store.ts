import type { ArrivalTime, Language, LodgingKind, StayType } from "@park/domain/constants.ts";
import { DELAYS_MS } from "@park/domain/constants.ts";
import { addDays, type IsoDate, parkDate } from "@park/domain/dates.ts";
import { sendableToServer } from "@park/domain/quote/create-on-server.ts";
import { pickArrival, pickDeparture } from "@park/domain/quote/date-picking.ts";
import { withStepFourPersons } from "@park/domain/quote/drawer-step.ts";
import { arrivalTooSoon, earliestArrival } from "@park/domain/quote/earliest-arrival.ts";
import { addLodgingUnit, setLodgingCount } from "@park/domain/quote/lodging-choice.ts";
import { clampPersons } from "@park/domain/quote/persons-rules.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { QUOTE_STATE } from "@park/domain/quote/quote-states.ts";
import { changeStayType } from "@park/domain/quote/stay-type-change.ts";
import type { QueryClient } from "@tanstack/react-query";
import type { QuoteApi } from "./api/quote-api.ts";
import { parkClockQuery, parkNow, quoteQuery, quoteQueryKey } from "./api/quote-queries.ts";
import { draftFromDto } from "./draft-from-dto.ts";
import { createQuoteSaves } from "./quote-saves.ts";
import type { QuoteStorage } from "./quote-storage.ts";

/**
 * What the browser knows that the server does not (yet). The server's quote itself is never here: it is
 * the TanStack Query cache under quoteQueryKey(quoteId), shown with the pending saves laid over it.
 */
export interface DraftState {
  /** False until the park's today is known and the stored quote (if any) was reloaded. */
  started: boolean;
  /** The visitor's quote on the server; null before it is created. */
  quoteId: string | null;
  /**
   * A visit the server cannot take yet: the quote before creation, or an edit of the server's quote
   * that is not complete (a departure cleared by a later arrival) or whose arrival is too early.
   */
  draft: QuoteDraft | null;
  /** Lodging units chosen before the quote existed on the server; applied 1 s after it is created. */
  pendingStays: readonly string[];
  /** The visitor emptied the cart (the cart then offers Get prices instead of sending them home). */
  cartEmpty: boolean;
  /** Calls other than saves in flight (summaries, lost-units checks): the buttons wait for them. */
  remoteCalls: number;
  /** Why the server refused to create the quote; the cart shows it with Try again. */
  createRefusal: string | null;
  /** A change that could not be sent (network): shown as not saved, with Try again. */
  unsaved: QuoteDraft | null;
}

/** Asks the visitor whether a change may cancel the applied code; `proceed` makes the change. */
export type PromotionGuard = (code: string, proceed: () => void) => void;

/** How long a change that drops the applied code waits for the question's code to arrive. */
export const PROMOTION_GUARD_WAIT_MS = 5000;

export interface QuoteStoreDeps {
  queryClient: QueryClient;
  api: QuoteApi;
  storage: QuoteStorage;
  language: () => Language;
  /** Shows an error to the visitor (the notification store in the app). */
  notifyError: (message: string) => void;
  /** The visitor's language text for "could not reach the park". */
  networkMessage: () => string;
  /** Attempts after a failed (network) save before it is offered again; the app waits 1 s, then 2 s. */
  saveRetries?: number;
  retryDelayMs?: (attempt: number) => number;
}

/**
 * The visitor's quote: a small draft store (kept on the device) plus the server's quote in the query
 * cache, changed only through the save mutations of quote-saves.ts. One store per QueryClient.
 */
export function createQuoteStore(deps: QuoteStoreDeps) {
  const { queryClient, api, storage } = deps;
  const listeners = new Set<() => void>();
  const stored = storage.read();
  let state: DraftState = {
    started: false,
    quoteId: stored.quoteId,
    // A stored edit of a server quote is dropped: a reload adopts the server's quote.
    draft: stored.draft !== null && stored.draft.id === null ? stored.draft : null,
    pendingStays: stored.pendingStays,
    cartEmpty: stored.cartEmpty,
    remoteCalls: 0,
    createRefusal: null,
    unsaved: null,
  };
  let started: Promise<void> | null = null;
  let promotionGuard: PromotionGuard | null = null;
  /** A change that drops the code, made before the question's code had arrived: asked once it registers. */
  let awaitingGuard: { code: string; next: QuoteDraft; timer: ReturnType<typeof setTimeout> } | null = null;

  function setState(changes: Partial<DraftState>): void {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  }

  function serverQuote(): QuoteDto | null {
    return state.quoteId === null ? null : (queryClient.getQueryData(quoteQueryKey(state.quoteId)) ?? null);
  }

  /** The visit every screen shows: a local edit, else the latest pending save, else the server's quote. */
  function currentDraft(): QuoteDraft | null {
    const id = state.quoteId;
    if (state.draft !== null) return id === null ? state.draft : { ...state.draft, id };
    const pending = saves.latestPendingDraft();
    if (id === null) return null;
    if (pending !== null) return { ...pending, id };
    const dto = serverQuote();
    return dto === null ? null : draftFromDto(dto);
  }

  function persist(): void {
    const { quoteId, draft, pendingStays, cartEmpty } = state;
    if (quoteId === null && draft === null && pendingStays.length === 0 && !cartEmpty) {
      storage.clear();
      return;
    }
    storage.write({
      draft,
      quoteId,
      departureDate: currentDraft()?.visit.departureDate ?? null,
      pendingStays: [...pendingStays],
      cartEmpty,
    });
  }

  function now(): Date {
    const clock = queryClient.getQueryData(parkClockQuery(api).queryKey);
    return clock === undefined ? new Date() : parkNow(clock);
  }

  function today(): IsoDate {
    return parkDate(now());
  }

  /**
   * Past or too-early arrivals are never sent (000 §9 24 hours ahead, by the clock: decision 0005): the
   * start's check moves them first. A draft without an arrival time yet is judged by its night arrival.
   */
  function sendable(draft: QuoteDraft): boolean {
    const { arrivalDate, arrivalTime } = draft.visit;
    return sendableToServer(draft) && !arrivalTooSoon(arrivalDate, arrivalTime ?? "NIGHT", now());
  }

  const saves = createQuoteSaves({
    queryClient,
    api,
    language: deps.language,
    quoteId: () => state.quoteId,
    saveRetries: deps.saveRetries ?? 2,
    retryDelayMs: deps.retryDelayMs ?? ((attempt) => 1000 * 2 ** attempt),
    onCreated(dto) {
      // Edits made meanwhile that could be sent are queued behind this save; one that could not stays here.
      const waiting = state.draft !== null && !sendable(state.draft) ? state.draft : null;
      setState({ quoteId: dto.id, draft: waiting, createRefusal: null, cartEmpty: false });
      persist();
      if (state.pendingStays.length > 0) setTimeout(() => void applyPendingStays(), DELAYS_MS.pendingStays);
    },
    onSaved() {
      setState({ cartEmpty: false, unsaved: null });
      persist();
    },
    onQuoteGone(draft) {
      // The server no longer knows the quote: create it again from what the visitor sees.
      setState({ quoteId: null });
      commit(draft);
    },
    onQuotePaid(message) {
      deps.notifyError(message);
      clear();
    },
    onRefused(message) {
      deps.notifyError(message);
      // A refused creation keeps the visitor's draft (the server never had it) and says why; a refused
      // update leaves nothing behind: the pending change disappears and the server's quote shows again.
      if (state.quoteId === null) setState({ createRefusal: message });
    },
    onUnreachable(draft) {
      deps.notifyError(deps.networkMessage());
      setState({ unsaved: draft });
    },
  });

  /** Every change of the visit goes through here: step-4 rule, storage, then a save when it can be sent. */
  function commit(next: QuoteDraft): void {
    // The draft always carries the quote's id as this store knows it (null before creation).
    const draft = withStepFourPersons({ ...next, id: state.quoteId });
    const send = state.started && sendable(draft);
    const keepLocal = state.quoteId === null || !send;
    setState({ draft: keepLocal ? draft : null, unsaved: null, createRefusal: null });
    persist();
    if (send) saves.save(draft);
  }

  function change(update: (draft: QuoteDraft) => QuoteDraft): void {
    const draft = currentDraft();
    if (draft !== null) commitAsked(draft, update(draft));
  }

  /**
   * A date or arrival-time change that drops the applied code (the domain's rules clear promotionCode)
   * is first put to the guard (000 §4 "asks for confirmation and cancels the promotion"); false: it waits.
   */
  function commitAsked(current: QuoteDraft, next: QuoteDraft): boolean {
    if (current.promotionCode === null || next.promotionCode !== null) {
      commit(next);
      return true;
    }
    if (promotionGuard === null) {
      // The question loads after the page starts (promotion-date-guard-slot.tsx, on every page with a
      // quote): a quick change waits for it rather than drop the code unasked. Should its code never
      // arrive, the change goes through and the server cancels the code, as it always would.
      if (awaitingGuard !== null) clearTimeout(awaitingGuard.timer);
      const code = current.promotionCode;
      const timer = setTimeout(() => {
        awaitingGuard = null;
        commit(next);
      }, PROMOTION_GUARD_WAIT_MS);
      awaitingGuard = { code, next, timer };
      return false;
    }
    promotionGuard(current.promotionCode, () => commit(next));
    return false;
  }

  /** Raises the remote-activity count while the call runs. */
  async function trackRemoteActivity<T>(call: () => Promise<T>): Promise<T> {
    setState({ remoteCalls: state.remoteCalls + 1 });
    try {
      return await call();
    } finally {
      setState({ remoteCalls: state.remoteCalls - 1 });
    }
  }

  async function applyPendingStays(): Promise<void> {
    const stayIds = state.pendingStays;
    if (state.quoteId === null || stayIds.length === 0) return;
    setState({ pendingStays: [] });
    persist();
    try {
      await saves.saveReservations(stayIds);
    } catch (error) {
      if (error instanceof Error) deps.notifyError(error.message);
    }
  }

  /**
   * 2 s after start (000 §4): a visit whose arrival has passed or is now less than 24 hours away restarts
   * on the earliest arrival of its arrival time, silently.
   */
  function resetStaleDates(): void {
    const draft = currentDraft();
    if (draft === null) return;
    const { arrivalDate, departureDate, stayType } = draft.visit;
    // The first date the visit's own arrival time can be sold on (a day pass arrives by day).
    const arrivalTime = draft.visit.arrivalTime ?? "NIGHT";
    if (!arrivalTooSoon(arrivalDate, arrivalTime, now()) && (departureDate ?? arrivalDate) >= arrivalDate)
      return;
    const earliest = earliestArrival(now(), [arrivalTime]);
    commit({
      ...draft,
      visit: {
        ...draft.visit,
        arrivalDate: earliest,
        departureDate: stayType === "DAY_PASS" ? earliest : addDays(earliest, 1),
      },
      promotionCode: null,
    });
  }

  async function reloadStoredQuote(id: string): Promise<void> {
    try {
      // The page's cache is this page load's: a quote in it (the cart's own read, answered early by the
      // head script) is the server's already.
      const dto = await queryClient.fetchQuery(quoteQuery(api, id));
      // Bought already (for example in another tab): the local quote is done with.
      if (dto.status === QUOTE_STATE.PAID) clear();
    } catch {
      // 000 §8: a stored quote that cannot be loaded is silently replaced by an empty quote.
      queryClient.removeQueries({ queryKey: quoteQueryKey(id) });
      setState({ quoteId: null, draft: null, pendingStays: [] });
      persist();
    }
  }

  /** Application start: the park's today, the stored quote adopted from the server, the stale-date check. */
  function start(): Promise<void> {
    started ??= (async () => {
      // Side by side: neither needs the other, and the cart waits for both.
      await Promise.all([
        queryClient.fetchQuery(parkClockQuery(api)),
        state.quoteId === null ? null : reloadStoredQuote(state.quoteId),
      ]);
      setState({ started: true });
      setTimeout(resetStaleDates, DELAYS_MS.dateValidation);
      // A draft completed while offline, or left unsent by a closed tab, goes to the server now.
      if (state.quoteId === null && state.draft !== null) commit(state.draft);
    })();
    return started;
  }

  /** Clearing the quote: nothing stored, no draft, no server quote on screen (000 §4 Payment). */
  function clear(): void {
    if (state.quoteId !== null) queryClient.removeQueries({ queryKey: quoteQueryKey(state.quoteId) });
    storage.clear();
    setState({
      quoteId: null,
      draft: null,
      pendingStays: [],
      cartEmpty: false,
      unsaved: null,
      createRefusal: null,
    });
  }

  return {
    getState: (): DraftState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    currentDraft,
    /** The pending save's draft of a mutation (for screens laying pending saves over the server's quote). */
    pendingDraftOf: saves.pendingDraftOf,
    /** Choosing a stay type (000 §4): resets to an empty quote, then sets the visit. */
    chooseStayType(stayType: StayType, chosenUnits = 0): void {
      commit(changeStayType(currentDraft(), stayType, today(), chosenUnits));
    },
    pickArrival(date: IsoDate): void {
      change((draft) => pickArrival(draft, date));
    },
    /** Returns whether the calendar stays open (a departure not after arrival was moved to arrival + 1). */
    pickDeparture(date: IsoDate): boolean {
      const draft = currentDraft();
      if (draft === null) return false;
      const picked = pickDeparture(draft, date);
      return commitAsked(draft, picked.quote) && picked.keepCalendarOpen;
    },
    setArrivalTime(arrivalTime: ArrivalTime): void {
      change((draft) => ({
        ...draft,
        visit: { ...draft.visit, arrivalTime },
        promotionCode: arrivalTime === draft.visit.arrivalTime ? draft.promotionCode : null,
      }));
    },
    /** Persons, snapped between 0 and the lodging's limit (callers debounce typing by 300 ms). */
    setPersons(persons: number): void {
      change((draft) => ({
        ...draft,
        visit: { ...draft.visit, numberOfPersons: clampPersons(persons, draft.products) },
      }));
    },
    setLodgingCount(kind: LodgingKind, count: number): void {
      change((draft) => ({ ...draft, products: setLodgingCount(draft.products, kind, count) }));
    },
    addLodgingUnit(kind: LodgingKind): void {
      change((draft) => ({ ...draft, products: addLodgingUnit(draft.products, kind) }));
    },
    /** Any other change computed with the domain rules (cart removals, quantities): the new draft. */
    replaceDraft(next: QuoteDraft): void {
      commit(next);
    },
    /**
     * The drawer closed on an edit of the server's quote that the server cannot take yet (a departure or
     * an arrival time still to choose): it is dropped, so no screen keeps a visit the server does not hold
     * (issue 30 item 5). True when an edit was dropped (the visitor is told).
     */
    dropUnsentEdit(): boolean {
      if (state.quoteId === null || state.draft === null) return false;
      setState({ draft: null });
      persist();
      return true;
    },
    /** Sends again the change a failed save left unsent (the visitor's Try again). */
    retrySave(): void {
      const draft = state.unsaved ?? state.draft;
      if (draft !== null) commit(draft);
    },
    /** A cart change emptied the quote (domain outcome "emptied"): no quote, and the cart-empty flag. */
    emptyCart(): void {
      clear();
      setState({ cartEmpty: true });
      persist();
    },
    /** Holds the chosen units (PUT /reservations), after the saves before it; answers the quote. */
    saveReservations: saves.saveReservations,
    /** Renews the holds of the chosen units (and the price kept with them). */
    renewHolds: saves.renewHolds,
    /** Books an activity (PUT /visit-activities), after the saves before it; answers the quote. */
    writeActivity: saves.writeActivity,
    /** Applies or cancels a special code, after the saves before it; answers the quote. */
    writePromotion: saves.writePromotion,
    /** Who asks before a date or arrival-time change cancels the applied code; null: nobody asks. */
    setPromotionGuard(guard: PromotionGuard | null): void {
      promotionGuard = guard;
      if (guard === null || awaitingGuard === null) return;
      const { code, next, timer } = awaitingGuard;
      clearTimeout(timer);
      awaitingGuard = null;
      guard(code, () => commit(next));
    },
    setPendingStays(stayIds: readonly string[]): void {
      setState({ pendingStays: [...stayIds] });
      persist();
    },
    trackRemoteActivity,
    clear,
  };
}

export type QuoteStore = ReturnType<typeof createQuoteStore>;
