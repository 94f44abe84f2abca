import { EMPTY_PRODUCTS } from "@park/domain/pricing/product-counts.ts";
import { QueryClient } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { httpQuoteApi } from "../src/features/quote/api/quote-api.ts";
import { quoteQueryKey } from "../src/features/quote/api/quote-queries.ts";
import { draftFromDto } from "../src/features/quote/draft-from-dto.ts";
import { QUOTE_STORAGE_KEYS } from "../src/features/quote/quote-presence.ts";
import { createQuoteStorage } from "../src/features/quote/quote-storage.ts";
import { createQuoteStore } from "../src/features/quote/quote-store.ts";
import { useNotifications } from "../src/shared/notifications/notification-store.ts";
import { fakeQuoteApi, quoteDto } from "./fake-quote-api.ts";
import { resetSite } from "./reset.ts";

const TODAY = "2027-03-10";
// 000 §9 "Purchases at least 24 hours ahead": the earliest arrival is the park's tomorrow.
const EARLIEST = "2027-03-11";

/**
 * The device's storage of the store under test: its own, not the jsdom window's, which test files share
 * (vitest.config.ts: isolate false) with stores of earlier files whose retry timers may still write there.
 */
let device: Storage;

beforeEach(() => {
  const items = new Map<string, string>();
  device = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
});

function newStore() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const notified: string[] = [];
  const store = createQuoteStore({
    queryClient,
    api: httpQuoteApi,
    storage: createQuoteStorage(device),
    language: () => "es",
    notifyError: (message) => notified.push(message),
    networkMessage: () => "No pudimos conectarnos con el parque.",
    saveRetries: 1,
    retryDelayMs: () => 5,
  });
  return { store, queryClient, notified };
}

/** Lets the store's writes (fake fetch answers) settle. */
async function settle(queryClient: QueryClient) {
  await vi.waitFor(() => expect(queryClient.isMutating()).toBe(0));
}

const SERVER_QUOTE = quoteDto("7", {
  arrivalDate: "2027-03-12",
  departureDate: "2027-03-14",
  numberOfPersons: 3,
  arrivalTime: "DAY",
  stayType: "CAMPING_PASS",
});

function storeQuoteId(id: string) {
  device.setItem(QUOTE_STORAGE_KEYS.quoteId, id);
}

beforeEach(async () => {
  await resetSite();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("quote store: creating and updating", () => {
  it("keeps an incomplete quote on the device and creates it on the server once complete", async () => {
    const api = fakeQuoteApi({ today: TODAY });
    const { store, queryClient } = newStore();
    await store.start();

    store.chooseStayType("CAMPING_PASS");
    expect(store.currentDraft()?.visit).toMatchObject({
      arrivalDate: EARLIEST,
      departureDate: "2027-03-12",
      numberOfPersons: 0,
    });
    expect(api.callsTo("POST", "/api/ecommerce/quotes/")).toHaveLength(0);
    expect(JSON.parse(device.getItem(QUOTE_STORAGE_KEYS.draft) ?? "null").id).toBeNull();

    store.setPersons(2);
    await settle(queryClient);
    expect(api.callsTo("POST", "/api/ecommerce/quotes/").map((call) => call.body)).toEqual([
      {
        visit: {
          arrivalDate: EARLIEST,
          departureDate: "2027-03-12",
          numberOfPersons: 2,
          arrivalTime: "NIGHT",
          stayType: "CAMPING_PASS",
        },
      },
    ]);
    // Created: the draft store keeps the id only; the quote itself is the query cache's.
    expect(store.getState()).toMatchObject({ quoteId: "100", draft: null });
    expect(device.getItem(QUOTE_STORAGE_KEYS.quoteId)).toBe("100");
    expect(device.getItem(QUOTE_STORAGE_KEYS.draft)).toBeNull();
    expect(queryClient.getQueryData(quoteQueryKey("100"))).toMatchObject({ totalAmount: 500 });
  });

  it("sends later changes as a PUT of the same quote, with the language", async () => {
    const api = fakeQuoteApi({ today: TODAY });
    const { store, queryClient } = newStore();
    await store.start();
    store.chooseStayType("CAMPING_PASS");
    store.setPersons(2);
    await settle(queryClient);

    store.setPersons(5);
    await settle(queryClient);
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/100").map((call) => call.body)).toMatchObject([
      { visit: { numberOfPersons: 5, stayType: "CAMPING_PASS" }, products: { cabins: 0 }, language: "es" },
    ]);
    expect(queryClient.getQueryData(quoteQueryKey("100"))).toMatchObject({ totalAmount: 1250 });
    expect(store.currentDraft()?.visit.numberOfPersons).toBe(5);
  });

  it("creates a lodging quote and sends a second unit chosen before creation as an update", async () => {
    const api = fakeQuoteApi({ today: TODAY });
    const { store, queryClient } = newStore();
    await store.start();
    store.chooseStayType("CABIN");
    store.setLodgingCount("CABIN", 2);
    store.setPersons(8);
    await settle(queryClient);
    expect(api.callsTo("POST", "/api/ecommerce/quotes/")[0]?.body).toMatchObject({
      visit: { stayType: "CABIN", numberOfPersons: 8 },
    });
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/100").at(-1)?.body).toMatchObject({
      products: { cabins: 2 },
    });
    expect(store.currentDraft()?.products.cabins).toBe(2);
  });
});

describe("quote store: edits while the quote is created", () => {
  it("keeps an edit the server cannot take yet, and sends one it can after the creation", async () => {
    const api = fakeQuoteApi({ today: TODAY, writeDelayMs: 30 });
    const { store, queryClient } = newStore();
    await store.start();
    store.chooseStayType("CAMPING_PASS");
    store.setPersons(2);
    await vi.waitFor(() => expect(api.callsTo("POST", "/api/ecommerce/quotes/")).toHaveLength(1));
    // An arrival after the departure clears it: nothing the server could take until a departure is picked.
    store.pickArrival("2027-03-20");
    await settle(queryClient);
    expect(store.getState()).toMatchObject({ quoteId: "100" });
    expect(store.currentDraft()?.visit).toMatchObject({ arrivalDate: "2027-03-20", departureDate: null });
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/100")).toHaveLength(0);

    // The domain asks for the arrival time again after new dates (drawer steps): then it can be sent.
    store.pickDeparture("2027-03-22");
    store.setArrivalTime("DAY");
    await settle(queryClient);
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/100").map((call) => call.body)).toMatchObject([
      {
        visit: {
          arrivalDate: "2027-03-20",
          departureDate: "2027-03-22",
          numberOfPersons: 2,
          arrivalTime: "DAY",
        },
      },
    ]);
    expect(store.getState().draft).toBeNull();
  });
});

describe("quote store: the server's quote is the only truth", () => {
  it("rolls a refused change back: every screen shows the server's quote again, and the refusal's message", async () => {
    fakeQuoteApi({
      today: TODAY,
      quotes: [SERVER_QUOTE],
      updateError: { status: 400, error: "invalid_quote", message: "La cotización no es válida" },
    });
    storeQuoteId("7");
    const { store, queryClient, notified } = newStore();
    await store.start();

    store.setPersons(5);
    // Shown at once while the save is on its way...
    expect(store.currentDraft()?.visit.numberOfPersons).toBe(5);
    await settle(queryClient);
    // ...and gone once refused: never 5 visitors beside lines priced for 3.
    expect(store.currentDraft()?.visit.numberOfPersons).toBe(3);
    expect(queryClient.getQueryData(quoteQueryKey("7"))).toMatchObject({ visit: { numberOfPersons: 3 } });
    expect(store.getState().draft).toBeNull();
    expect(notified).toEqual(["La cotización no es válida"]);
  });

  it("sends nobody counted for a quote the server holds, instead of keeping it on the device (issue 30 item 5)", async () => {
    const tipi = quoteDto(
      "8",
      {
        arrivalDate: "2027-03-12",
        departureDate: "2027-03-13",
        numberOfPersons: 3,
        arrivalTime: "DAY",
        stayType: "TIPI",
      },
      { ...EMPTY_PRODUCTS, tipis: 1 },
    );
    const api = fakeQuoteApi({ today: TODAY, quotes: [tipi] });
    storeQuoteId("8");
    const { store, queryClient } = newStore();
    await store.start();

    store.setPersons(0);
    await settle(queryClient);
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/8").map((call) => call.body)).toMatchObject([
      { visit: { numberOfPersons: 0, stayType: "TIPI" }, products: { tipis: 1 } },
    ]);
    // Nothing left on the device: the header, the cart and the drawer all read the server's answer.
    expect(store.getState().draft).toBeNull();
    expect(queryClient.getQueryData(quoteQueryKey("8"))).toMatchObject({ visit: { numberOfPersons: 0 } });
  });

  it("refuses, as the API does, counts its schema refuses (the fake parses with updateQuoteSchema)", async () => {
    const api = fakeQuoteApi({ today: TODAY, quotes: [SERVER_QUOTE] });
    storeQuoteId("7");
    const { store, queryClient, notified } = newStore();
    await store.start();

    // Two lodging kinds in one quote: updateQuoteSchema's one_lodging_type.
    store.replaceDraft({
      ...draftFromDto(SERVER_QUOTE),
      products: { ...SERVER_QUOTE.products, cabins: 1, tipis: 1 },
    });
    await settle(queryClient);
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/7")).toHaveLength(1);
    expect(notified).toHaveLength(1);
    expect(store.currentDraft()?.products).toMatchObject({ cabins: 0, tipis: 0 });
  });

  it("offers a save that could not reach the server again, showing the server's quote meanwhile", async () => {
    const api = fakeQuoteApi({ today: TODAY, quotes: [SERVER_QUOTE], updateNetworkFailures: 2 });
    storeQuoteId("7");
    const { store, queryClient, notified } = newStore();
    await store.start();

    store.setPersons(4);
    await settle(queryClient);
    // Tried twice (one retry), then given up: not saved, and said so.
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/7")).toHaveLength(2);
    expect(notified).toEqual(["No pudimos conectarnos con el parque."]);
    expect(store.getState().unsaved?.visit.numberOfPersons).toBe(4);
    expect(store.currentDraft()?.visit.numberOfPersons).toBe(3);

    store.retrySave();
    await settle(queryClient);
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/7")).toHaveLength(3);
    expect(store.getState().unsaved).toBeNull();
    expect(store.currentDraft()?.visit.numberOfPersons).toBe(4);
  });

  it("sends writes one at a time and only the latest of the changes made meanwhile", async () => {
    const api = fakeQuoteApi({ today: TODAY, quotes: [SERVER_QUOTE], writeDelayMs: 30 });
    storeQuoteId("7");
    const { store, queryClient } = newStore();
    await store.start();

    store.setPersons(4);
    await vi.waitFor(() => expect(api.callsTo("PUT", "/api/ecommerce/quotes/7")).toHaveLength(1));
    store.setPersons(5);
    store.setPersons(6);
    store.setArrivalTime("NIGHT");
    expect(store.currentDraft()?.visit).toMatchObject({ numberOfPersons: 6, arrivalTime: "NIGHT" });
    await settle(queryClient);

    const sent = api.callsTo("PUT", "/api/ecommerce/quotes/7").map((call) => call.body);
    expect(sent).toMatchObject([
      { visit: { numberOfPersons: 4, arrivalTime: "DAY" } },
      { visit: { numberOfPersons: 6, arrivalTime: "NIGHT" } },
    ]);
    expect(api.mostWritesAtOnce()).toBe(1);
    expect(queryClient.getQueryData(quoteQueryKey("7"))).toMatchObject({
      visit: { numberOfPersons: 6, arrivalTime: "NIGHT" },
    });
  });

  it("does not create a quote the server refuses for an arrival too soon, and keeps the reason", async () => {
    // The page read the park's clock the day before; the server's day has moved on since.
    const api = fakeQuoteApi({ today: "2027-03-09", serverToday: TODAY });
    const { store, queryClient, notified } = newStore();
    await store.start();
    store.chooseStayType("DAY_PASS");
    store.setPersons(2);
    await settle(queryClient);

    expect(api.callsTo("POST", "/api/ecommerce/quotes/")).toHaveLength(1);
    expect(store.getState()).toMatchObject({ quoteId: null, draft: { visit: { arrivalDate: TODAY } } });
    expect(store.getState().createRefusal).toMatch(/24 horas/);
    expect(notified).toEqual([store.getState().createRefusal]);
  });
});

describe("quote store: a quote the server lost", () => {
  it("creates it again from what the visitor sees when an update finds it gone", async () => {
    const api = fakeQuoteApi({ today: TODAY, quotes: [SERVER_QUOTE] });
    storeQuoteId("7");
    const { store, queryClient, notified } = newStore();
    await store.start();
    api.quotes.delete("7");

    store.setPersons(4);
    await settle(queryClient);
    expect(api.callsTo("POST", "/api/ecommerce/quotes/").map((call) => call.body)).toMatchObject([
      { visit: { arrivalDate: "2027-03-12", numberOfPersons: 4 } },
    ]);
    expect(store.getState()).toMatchObject({ quoteId: "100", draft: null });
    expect(store.currentDraft()).toMatchObject({ id: "100", visit: { numberOfPersons: 4 } });
    expect(device.getItem(QUOTE_STORAGE_KEYS.quoteId)).toBe("100");
    expect(notified).toEqual([]);
  });
});

describe("quote store: start", () => {
  it("adopts the server's quote on reload, not an edit left on the device", async () => {
    fakeQuoteApi({ today: TODAY, quotes: [SERVER_QUOTE] });
    storeQuoteId("7");
    device.setItem(
      QUOTE_STORAGE_KEYS.draft,
      JSON.stringify({
        ...draftFromDto(SERVER_QUOTE),
        visit: { ...draftFromDto(SERVER_QUOTE).visit, numberOfPersons: 9 },
      }),
    );
    const { store, queryClient } = newStore();
    await store.start();
    expect(store.currentDraft()).toMatchObject({
      id: "7",
      visit: { numberOfPersons: 3, arrivalDate: "2027-03-12" },
    });
    expect(queryClient.getQueryData(quoteQueryKey("7"))).toMatchObject({ totalAmount: 750 });
  });

  it("replaces a stored quote the server cannot load with an empty quote, silently", async () => {
    fakeQuoteApi({ today: TODAY, missing: ["8"] });
    storeQuoteId("8");
    const { store, notified } = newStore();
    await store.start();
    expect(store.currentDraft()).toBeNull();
    expect(device.getItem(QUOTE_STORAGE_KEYS.quoteId)).toBeNull();
    expect(notified).toEqual([]);
  });

  it("removes a local copy that does not parse", async () => {
    fakeQuoteApi({ today: TODAY });
    device.setItem(QUOTE_STORAGE_KEYS.draft, "{not json");
    const { store } = newStore();
    await store.start();
    expect(store.currentDraft()).toBeNull();
    expect(device.getItem(QUOTE_STORAGE_KEYS.draft)).toBeNull();
  });

  it("moves passed dates to the earliest arrival 2 s after start, silently, and never sends the passed ones", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const api = fakeQuoteApi({
      today: TODAY,
      quotes: [
        {
          ...SERVER_QUOTE,
          visit: { ...SERVER_QUOTE.visit, arrivalDate: "2027-03-01", departureDate: "2027-03-03" },
        },
      ],
    });
    storeQuoteId("7");
    const { store, queryClient, notified } = newStore();
    await store.start();
    // A change in the first 2 s keeps the passed dates on the device only.
    store.setPersons(4);
    await vi.advanceTimersByTimeAsync(1999);
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/7")).toHaveLength(0);
    expect(store.currentDraft()?.visit.arrivalDate).toBe("2027-03-01");

    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await settle(queryClient);
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/7").map((call) => call.body)).toMatchObject([
      { visit: { arrivalDate: EARLIEST, departureDate: "2027-03-12", numberOfPersons: 4 } },
    ]);
    expect(notified).toEqual([]);
  });

  it("sends a draft completed before a reload once its passed arrival is moved", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const api = fakeQuoteApi({ today: TODAY });
    device.setItem(
      QUOTE_STORAGE_KEYS.draft,
      JSON.stringify({
        ...draftFromDto(SERVER_QUOTE),
        id: null,
        visit: { ...draftFromDto(SERVER_QUOTE).visit, arrivalDate: TODAY, departureDate: "2027-03-12" },
      }),
    );
    const { store, queryClient } = newStore();
    await store.start();
    expect(api.callsTo("POST", "/api/ecommerce/quotes/")).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    vi.useRealTimers();
    await settle(queryClient);
    expect(api.callsTo("POST", "/api/ecommerce/quotes/").map((call) => call.body)).toMatchObject([
      { visit: { arrivalDate: EARLIEST, departureDate: "2027-03-12" } },
    ]);
  });
});

describe("quote store: holds and clearing", () => {
  it("clears every stored key", async () => {
    fakeQuoteApi({ today: TODAY });
    const { store, queryClient } = newStore();
    await store.start();
    store.chooseStayType("CAMPING_PASS");
    store.setPendingStays(["C3"]);
    store.setPersons(2);
    await settle(queryClient);
    store.clear();
    expect(store.currentDraft()).toBeNull();
    for (const key of Object.values(QUOTE_STORAGE_KEYS)) expect(device.getItem(key)).toBeNull();
    expect(renderHook(() => useNotifications()).result.current).toEqual([]);
  });
});
