import type { ArrivalTime, Language, LodgingKind, StayType } from "@park/domain/constants.ts";
import { DELAYS_MS } from "@park/domain/constants.ts";
import { addDays, type IsoDate, parkDate } from "@park/domain/dates.ts";
import { createQuotePayload, readyForServer } from "@park/domain/quote/create-on-server.ts";
import { pickArrival, pickDeparture } from "@park/domain/quote/date-picking.ts";
import { withStepFourPersons } from "@park/domain/quote/drawer-step.ts";
import { addLodgingUnit, setLodgingCount } from "@park/domain/quote/lodging-choice.ts";
import { clampPersons } from "@park/domain/quote/persons-rules.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { UpdateQuotePayload } from "@park/domain/quote/quote-schemas.ts";
import { changeStayType } from "@park/domain/quote/stay-type-change.ts";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../shared/api/api-error.ts";
import type { QuoteApi } from "./api/quote-api.ts";
import type { QuoteStorage } from "./quote-storage.ts";

export interface QuoteStoreState {
  /** False until the stored quote (if any) was reloaded and the park's today is known. */
  ready: boolean;
  /** The park's date from GET /api/core/clock (the device clock only if that call fails). */
  today: IsoDate | null;
  /** The visit as the visitor edits it; null = no quote (the drawer starts at step 1). */
  draft: QuoteDraft | null;
  /** Capacity-full flags of the draft's dates, per arrival time (000 §4 Capacity). */
  capacityFull: Record<ArrivalTime, boolean>;
  /** A remote call is in progress (000 §7: raised around each call). */
  remoteActivity: boolean;
  /** A create or update of the quote is in progress or waiting to be sent. */
  saving: boolean;
  /** Lodging units chosen before the quote existed on the server; applied 1 s after it is created. */
  pendingStays: readonly string[];
  /** The visitor emptied the cart (the cart then offers Get prices instead of sending them home). */
  cartEmpty: boolean;
}

export interface QuoteStoreDeps {
  queryClient: QueryClient;
  api: QuoteApi;
  storage: QuoteStorage;
  language: () => Language;
  /** Shows an error to the visitor (the notification store in the app). */
  notifyError: (message: string) => void;
  /** The device clock, only as a fallback when the park's clock cannot be fetched. */
  deviceNow?: () => Date;
  /** Calls the listener when the visitor switches language; returns the unsubscribe. */
  subscribeLanguage?: (listener: () => void) => () => void;
}

const NO_CAPACITY_ISSUE: Record<ArrivalTime, boolean> = { DAY: false, NIGHT: false };

export const QUOTE_QUERY_ROOT = "quote";
export function quoteQueryKey(id: string | null) {
  return [QUOTE_QUERY_ROOT, id] as const;
}
const TODAY_QUERY_KEY = ["park-today"] as const;

function draftFromDto(dto: QuoteDto): QuoteDraft {
  const { visit, products } = dto;
  return {
    id: dto.id,
    visit: {
      stayType: visit.stayType,
      arrivalDate: visit.arrivalDate,
      departureDate: visit.departureDate,
      arrivalTime: visit.arrivalTime,
      numberOfPersons: visit.numberOfPersons,
    },
    products: { ...products },
    offer3x2: dto.offer3x2,
    promotionCode: dto.promotion?.code ?? null,
  };
}

function sameProducts(a: QuoteDraft["products"], b: QuoteDraft["products"]): boolean {
  return (Object.keys(a) as (keyof QuoteDraft["products"])[]).every((key) => a[key] === b[key]);
}

function capacityKey(draft: QuoteDraft | null): string | null {
  if (draft === null) return null;
  const { arrivalDate, departureDate, arrivalTime } = draft.visit;
  return `${arrivalDate}|${departureDate ?? ""}|${arrivalTime ?? ""}`;
}

function errorMessage(error: unknown): string | null {
  if (error instanceof Error && error.name !== "AbortError") return error.message;
  return null;
}

/**
 * The visitor's quote: a local draft kept on the device, created on the server once it is complete and
 * updated there (PUT) after every change; the server's answer (QuoteDto, with prices) lives in the
 * TanStack Query cache under quoteQueryKey(id). One store per QueryClient (see use-quote-store.ts).
 */
export function createQuoteStore(deps: QuoteStoreDeps) {
  const { queryClient, api, storage } = deps;
  const deviceNow = deps.deviceNow ?? (() => new Date());
  const listeners = new Set<() => void>();
  const stored = storage.read();
  let state: QuoteStoreState = {
    ready: false,
    today: null,
    draft: stored.draft,
    capacityFull: NO_CAPACITY_ISSUE,
    remoteActivity: false,
    saving: false,
    pendingStays: stored.pendingStays,
    cartEmpty: stored.cartEmpty,
  };
  let started: Promise<void> | null = null;
  let remoteCalls = 0;
  let syncing = false;
  let syncAgain = false;
  let checkedCapacity: string | null = null;
  let capacityRequest = 0;
  let stopWatchingLanguage: (() => void) | null = null;

  function setState(changes: Partial<QuoteStoreState>): void {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  }

  function persist(): void {
    const { draft, pendingStays, cartEmpty } = state;
    if (draft === null && pendingStays.length === 0 && !cartEmpty) {
      storage.clear();
      return;
    }
    storage.write({
      draft,
      quoteId: draft?.id ?? null,
      departureDate: draft?.visit.departureDate ?? null,
      pendingStays: [...pendingStays],
      cartEmpty,
    });
  }

  /** Raises the remote-activity flag while the call runs. */
  async function trackRemoteActivity<T>(call: () => Promise<T>): Promise<T> {
    remoteCalls += 1;
    if (remoteCalls === 1) setState({ remoteActivity: true });
    try {
      return await call();
    } finally {
      remoteCalls -= 1;
      if (remoteCalls === 0) setState({ remoteActivity: false });
    }
  }

  function today(): IsoDate {
    return state.today ?? parkDate(deviceNow());
  }

  async function checkCapacity(): Promise<void> {
    const key = capacityKey(state.draft);
    if (key === checkedCapacity) return;
    checkedCapacity = key;
    const draft = state.draft;
    const request = ++capacityRequest;
    if (draft === null) {
      setState({ capacityFull: NO_CAPACITY_ISSUE });
      return;
    }
    const { arrivalDate, departureDate } = draft.visit;
    // A missing or reversed departure checks the arrival date alone.
    const endDate = departureDate !== null && departureDate >= arrivalDate ? departureDate : arrivalDate;
    const range = { startDate: arrivalDate, endDate };
    try {
      const [day, night] = await trackRemoteActivity(() =>
        Promise.all(
          (["DAY", "NIGHT"] as const).map((arrivalTime) =>
            queryClient.fetchQuery({
              queryKey: ["capacity-full", range.startDate, range.endDate, arrivalTime],
              queryFn: () => api.capacityFull({ ...range, arrivalTime }),
              staleTime: 30_000,
            }),
          ),
        ),
      );
      if (request === capacityRequest)
        setState({ capacityFull: { DAY: day === true, NIGHT: night === true } });
    } catch {
      // Unknown capacity does not block the visitor; the server refuses a sale beyond it anyway.
      if (request === capacityRequest) setState({ capacityFull: NO_CAPACITY_ISSUE });
    }
  }

  function updatePayload(draft: QuoteDraft): (UpdateQuotePayload & { language: Language }) | null {
    const created = createQuotePayload(draft);
    if (created === null) return null;
    return {
      visit: created.visit,
      products: { ...draft.products },
      offer3x2: draft.offer3x2,
      language: deps.language(),
    };
  }

  /** Takes a server answer: cached for the screens, and adopted as the draft unless the visitor changed it since. */
  function accept(dto: QuoteDto, sent: QuoteDraft | null): void {
    queryClient.setQueryData(quoteQueryKey(dto.id), dto);
    const current = state.draft;
    if (current === null) return;
    if (current === sent) {
      setState({ draft: draftFromDto(dto), cartEmpty: false });
    } else {
      setState({ draft: { ...current, id: dto.id }, cartEmpty: false });
      syncAgain = true;
    }
    persist();
  }

  function handleSaveError(error: unknown): void {
    if (error instanceof ApiError && error.code === "quote_not_found" && state.draft !== null) {
      // The server no longer knows the quote: create it again from the draft.
      setState({ draft: { ...state.draft, id: null } });
      persist();
      syncAgain = true;
      return;
    }
    if (error instanceof ApiError && error.code === "quote_paid") {
      deps.notifyError(error.message);
      clear();
      return;
    }
    const message = errorMessage(error);
    if (message !== null) deps.notifyError(message);
  }

  async function createOnServer(draft: QuoteDraft): Promise<void> {
    const payload = createQuotePayload(draft);
    if (payload === null) return;
    const dto = await trackRemoteActivity(() => api.create(payload));
    queryClient.setQueryData(quoteQueryKey(dto.id), dto);
    const current = state.draft ?? draft;
    // The create call carries the visit only: products or the 3x2 toggle chosen before still need an update.
    const needsUpdate =
      current !== draft || !sameProducts(draft.products, dto.products) || draft.offer3x2 !== dto.offer3x2;
    setState({
      draft: needsUpdate ? { ...current, id: dto.id } : draftFromDto(dto),
      cartEmpty: false,
    });
    persist();
    if (needsUpdate) syncAgain = true;
    if (state.pendingStays.length > 0) setTimeout(() => void applyPendingStays(), DELAYS_MS.pendingStays);
  }

  /**
   * Sends the draft: created once it is complete (shouldCreateOnServer), then updated with PUT. Changes made
   * while a call is in flight are sent right after it, the latest draft only.
   */
  async function sync(): Promise<void> {
    if (syncing) {
      syncAgain = true;
      return;
    }
    syncing = true;
    setState({ saving: true });
    try {
      do {
        syncAgain = false;
        const draft = state.draft;
        if (draft === null || !readyForServer(draft)) break;
        try {
          if (draft.id === null) {
            await createOnServer(draft);
          } else {
            const payload = updatePayload(draft);
            if (payload === null) break;
            accept(await trackRemoteActivity(() => api.update(draft.id ?? "", payload)), draft);
          }
        } catch (error) {
          handleSaveError(error);
        }
      } while (syncAgain);
    } finally {
      syncing = false;
      setState({ saving: false });
    }
  }

  /** Every change of the visit goes through here: step-4 rule, storage, capacity check, server. */
  function commit(next: QuoteDraft): void {
    setState({ draft: withStepFourPersons(next) });
    persist();
    if (state.ready) {
      void checkCapacity();
      void sync();
    }
  }

  function change(update: (draft: QuoteDraft) => QuoteDraft): void {
    if (state.draft !== null) commit(update(state.draft));
  }

  async function applyPendingStays(): Promise<void> {
    const id = state.draft?.id ?? null;
    const stayIds = state.pendingStays;
    if (id === null || stayIds.length === 0) return;
    setState({ pendingStays: [] });
    persist();
    try {
      accept(await trackRemoteActivity(() => api.saveReservations(id, stayIds)), state.draft);
    } catch (error) {
      const message = errorMessage(error);
      if (message !== null) deps.notifyError(message);
    }
  }

  /** After 2 s (000 §4): a stored visit whose arrival or departure has passed restarts today. */
  function resetPastDates(): void {
    const draft = state.draft;
    const now = today();
    if (draft === null) return;
    const { arrivalDate, departureDate, stayType } = draft.visit;
    if (arrivalDate >= now && (departureDate === null || departureDate >= now)) return;
    commit({
      ...draft,
      visit: {
        ...draft.visit,
        arrivalDate: now,
        departureDate: stayType === "DAY_PASS" ? now : addDays(now, 1),
      },
      promotionCode: null,
    });
  }

  async function loadToday(): Promise<IsoDate> {
    try {
      return await queryClient.fetchQuery({
        queryKey: TODAY_QUERY_KEY,
        queryFn: () => api.parkToday(),
        staleTime: 60_000,
      });
    } catch {
      return parkDate(deviceNow());
    }
  }

  async function reloadStoredQuote(id: string): Promise<void> {
    try {
      const dto = await trackRemoteActivity(() =>
        queryClient.fetchQuery({ queryKey: quoteQueryKey(id), queryFn: () => api.fetch(id), staleTime: 0 }),
      );
      if (dto.status === "PAID") {
        // Bought already (for example in another tab): the local quote is done with.
        clear();
        return;
      }
      const draft = state.draft;
      setState({ draft: draft !== null && draft.id === id ? draft : draftFromDto(dto) });
      persist();
    } catch {
      // 000 §8: a stored quote that cannot be loaded is silently replaced by an empty quote.
      queryClient.removeQueries({ queryKey: quoteQueryKey(id) });
      setState({ draft: null, pendingStays: [] });
      persist();
    }
  }

  /** Application start: the park's today, the stored quote reloaded, and 2 s later the past-dates check. */
  function start(): Promise<void> {
    started ??= (async () => {
      const storedId = state.draft?.id ?? stored.quoteId;
      const [todayDate] = await Promise.all([
        loadToday(),
        storedId === null ? Promise.resolve() : reloadStoredQuote(storedId),
      ]);
      setState({ today: todayDate, ready: true });
      setTimeout(resetPastDates, DELAYS_MS.dateValidation);
      void checkCapacity();
      // A draft completed while offline, or left unsent by a closed tab, goes to the server now.
      if (state.draft !== null && state.draft.id === null) void sync();
    })();
    return started;
  }

  /** Clearing the quote: nothing stored, no draft, no server quote on screen. */
  function clear(): void {
    const id = state.draft?.id ?? null;
    if (id !== null) queryClient.removeQueries({ queryKey: quoteQueryKey(id) });
    storage.clear();
    checkedCapacity = null;
    setState({ draft: null, pendingStays: [], cartEmpty: false, capacityFull: NO_CAPACITY_ISSUE });
  }

  function languageChanged(): void {
    const id = state.draft?.id ?? null;
    if (!state.ready || id === null) return;
    const shown = queryClient.getQueryData<QuoteDto>(quoteQueryKey(id));
    if (shown !== undefined && shown.language !== deps.language()) void sync();
  }

  return {
    getState: (): QuoteStoreState => state,
    /** While screens listen, a language switch re-sends the quote so its item names follow. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (listeners.size === 1) stopWatchingLanguage = deps.subscribeLanguage?.(languageChanged) ?? null;
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatchingLanguage?.();
          stopWatchingLanguage = null;
        }
      };
    },
    start,
    /** Choosing a stay type (000 §4): resets to an empty quote, then sets the visit. */
    chooseStayType(stayType: StayType, chosenUnits = 0): void {
      commit(changeStayType(state.draft, stayType, today(), chosenUnits));
    },
    pickArrival(date: IsoDate): void {
      change((draft) => pickArrival(draft, date));
    },
    /** Returns whether the calendar stays open (a departure not after arrival was moved to arrival + 1). */
    pickDeparture(date: IsoDate): boolean {
      const draft = state.draft;
      if (draft === null) return false;
      const picked = pickDeparture(draft, date);
      commit(picked.quote);
      return picked.keepCalendarOpen;
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
    setOffer3x2(offer3x2: boolean): void {
      change((draft) => ({ ...draft, offer3x2 }));
    },
    /** Any other change computed with the domain rules (cart removals, quantities): the new draft. */
    replaceDraft(next: QuoteDraft): void {
      commit(next);
    },
    /** A cart change emptied the quote (domain outcome "emptied"): no quote, and the cart-empty flag. */
    emptyCart(): void {
      clear();
      setState({ cartEmpty: true });
      persist();
    },
    /** A call elsewhere answered with the updated quote (reservations, promotions): show and adopt it. */
    acceptServerQuote(dto: QuoteDto): void {
      if (state.draft === null || state.draft.id === dto.id) accept(dto, state.draft);
    },
    /** Fetches the quote again (after calls that answer something else than the quote). */
    async reload(): Promise<void> {
      const id = state.draft?.id ?? null;
      if (id === null) return;
      try {
        accept(await trackRemoteActivity(() => api.fetch(id)), state.draft);
      } catch (error) {
        const message = errorMessage(error);
        if (message !== null) deps.notifyError(message);
      }
    },
    setPendingStays(stayIds: readonly string[]): void {
      setState({ pendingStays: [...stayIds] });
      persist();
    },
    applyPendingStays,
    trackRemoteActivity,
    clear,
  };
}

export type QuoteStore = ReturnType<typeof createQuoteStore>;
