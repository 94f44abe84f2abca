import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeQuoteApi, quoteDto } from "../../../test/fake-quote-api.ts";
import { resetSite } from "../../../test/reset.ts";
import { httpQuoteApi } from "../quote/api/quote-api.ts";
import { QUOTE_STORAGE_KEYS } from "../quote/quote-presence.ts";
import { browserStorage, createQuoteStorage } from "../quote/quote-storage.ts";
import { createQuoteStore, PROMOTION_GUARD_WAIT_MS } from "../quote/quote-store.ts";

const VISIT = {
  arrivalDate: "2027-03-12",
  departureDate: "2027-03-14",
  numberOfPersons: 3,
  arrivalTime: "DAY" as const,
  stayType: "CAMPING_PASS" as const,
};
const WITH_CODE: QuoteDto = {
  ...quoteDto("7", VISIT),
  promotion: { id: "3", code: "LUNALAGO", pricePerDay: 150, pricePerNight: 150 },
};

async function startedStore(quote = WITH_CODE, { guard = true } = {}) {
  const api = fakeQuoteApi({ today: "2027-03-10", quotes: [quote] });
  window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, quote.id);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createQuoteStore({
    queryClient,
    api: httpQuoteApi,
    storage: createQuoteStorage(browserStorage()),
    language: () => "es",
    notifyError: () => undefined,
    networkMessage: () => "",
  });
  await store.start();
  const asked: { code: string; proceed: () => void }[] = [];
  const registerGuard = () => store.setPromotionGuard((code, proceed) => asked.push({ code, proceed }));
  if (guard) registerGuard();
  const puts = () => api.callsTo("PUT", "/api/ecommerce/quotes/7");
  const settle = () => vi.waitFor(() => expect(queryClient.isMutating()).toBe(0));
  return { store, asked, puts, settle, registerGuard };
}

beforeEach(async () => {
  await resetSite();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("changing dates or arrival time while a code applies (000 §4)", () => {
  it("asks first, changes nothing until the visitor says yes, then saves the change", async () => {
    const { store, asked, puts, settle } = await startedStore();
    store.pickArrival("2027-03-13");
    expect(asked.map((question) => question.code)).toEqual(["LUNALAGO"]);
    expect(store.currentDraft()?.visit.arrivalDate).toBe("2027-03-12");
    expect(puts()).toHaveLength(0);

    asked[0]?.proceed();
    await settle();
    expect(puts().at(-1)?.body).toMatchObject({ visit: { arrivalDate: "2027-03-13" } });
  });

  it("asks for a new departure and a new arrival time, and keeps the departure calendar closed", async () => {
    const { store, asked } = await startedStore();
    expect(store.pickDeparture("2027-03-12")).toBe(false);
    store.setArrivalTime("NIGHT");
    expect(asked).toHaveLength(2);
    expect(store.currentDraft()?.visit).toMatchObject({ departureDate: "2027-03-14", arrivalTime: "DAY" });
  });

  it("does not ask for other changes, or when no code applies", async () => {
    const { store, asked, puts, settle } = await startedStore();
    store.setPersons(4);
    store.setArrivalTime("DAY");
    await settle();
    expect(asked).toHaveLength(0);
    expect(puts()).toHaveLength(1);

    const plain = await startedStore({ ...WITH_CODE, id: "8", promotion: null });
    plain.store.pickArrival("2027-03-13");
    expect(plain.asked).toHaveLength(0);
  });

  it("holds a change made before the question's code arrived, and asks once it has", async () => {
    const { store, asked, puts, settle, registerGuard } = await startedStore(WITH_CODE, { guard: false });
    store.pickArrival("2027-03-13");
    expect(store.currentDraft()?.visit.arrivalDate).toBe("2027-03-12");
    expect(puts()).toHaveLength(0);

    registerGuard();
    expect(asked.map((question) => question.code)).toEqual(["LUNALAGO"]);
    asked[0]?.proceed();
    await settle();
    expect(puts().at(-1)?.body).toMatchObject({ visit: { arrivalDate: "2027-03-13" } });
  });

  it("lets the change through unasked when the question's code never arrives", async () => {
    const { store, puts, settle } = await startedStore(WITH_CODE, { guard: false });
    vi.useFakeTimers();
    store.pickArrival("2027-03-13");
    vi.advanceTimersByTime(PROMOTION_GUARD_WAIT_MS - 1);
    expect(store.currentDraft()?.visit.arrivalDate).toBe("2027-03-12");
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await settle();
    expect(puts().at(-1)?.body).toMatchObject({ visit: { arrivalDate: "2027-03-13" } });
  });
});
