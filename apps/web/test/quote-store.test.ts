import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { quoteStoreFor } from "../src/features/quote/hooks/use-quote-store.ts";
import { QUOTE_STORAGE_KEYS } from "../src/features/quote/quote-presence.ts";
import { quoteQueryKey } from "../src/features/quote/quote-store.ts";
import { fakeQuoteApi, quoteDto } from "./fake-quote-api.ts";
import { resetSite } from "./reset.ts";

const TODAY = "2027-03-10";

function newStore() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { store: quoteStoreFor(queryClient), queryClient };
}

/** Lets the store's pending calls (fake fetch answers) settle. */
async function settle(store: ReturnType<typeof newStore>["store"]) {
  await vi.waitFor(() => expect(store.getState().saving || store.getState().remoteActivity).toBe(false));
}

beforeEach(async () => {
  await resetSite();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("quote store: creating and updating", () => {
  it("keeps an incomplete quote local and creates it on the server once complete", async () => {
    const api = fakeQuoteApi({ today: TODAY });
    const { store, queryClient } = newStore();
    await store.start();
    expect(store.getState().today).toBe(TODAY);

    store.chooseStayType("CAMPING_PASS");
    await settle(store);
    expect(store.getState().draft?.visit).toMatchObject({
      arrivalDate: TODAY,
      departureDate: "2027-03-11",
      numberOfPersons: 0,
    });
    expect(api.callsTo("POST", "/api/ecommerce/quotes/")).toHaveLength(0);
    expect(JSON.parse(window.localStorage.getItem(QUOTE_STORAGE_KEYS.draft) ?? "null").id).toBeNull();

    store.setPersons(2);
    await settle(store);
    const created = api.callsTo("POST", "/api/ecommerce/quotes/");
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toEqual({
      visit: {
        arrivalDate: TODAY,
        departureDate: "2027-03-11",
        numberOfPersons: 2,
        arrivalTime: "NIGHT",
        stayType: "CAMPING_PASS",
      },
    });
    expect(store.getState().draft?.id).toBe("100");
    expect(window.localStorage.getItem(QUOTE_STORAGE_KEYS.quoteId)).toBe("100");
    expect(queryClient.getQueryData(quoteQueryKey("100"))).toMatchObject({ totalAmount: 500 });
  });

  it("sends later changes as a PUT of the same quote, with the language", async () => {
    const api = fakeQuoteApi({ today: TODAY });
    const { store, queryClient } = newStore();
    await store.start();
    store.chooseStayType("CAMPING_PASS");
    store.setPersons(2);
    await settle(store);

    store.setPersons(5);
    await settle(store);
    const updates = api.callsTo("PUT", "/api/ecommerce/quotes/100");
    expect(updates).toHaveLength(1);
    expect(updates[0]?.body).toMatchObject({
      visit: { numberOfPersons: 5, stayType: "CAMPING_PASS" },
      products: { cabins: 0 },
      offer3x2: false,
      language: "es",
    });
    expect(api.callsTo("POST", "/api/ecommerce/quotes/")).toHaveLength(1);
    expect(queryClient.getQueryData(quoteQueryKey("100"))).toMatchObject({ totalAmount: 1250 });
  });

  it("creates a lodging quote without persons' arrival time and sends a second unit as an update", async () => {
    const api = fakeQuoteApi({ today: TODAY });
    const { store } = newStore();
    await store.start();
    store.chooseStayType("CABIN");
    store.setLodgingCount("CABIN", 2);
    store.setPersons(8);
    await settle(store);
    expect(api.callsTo("POST", "/api/ecommerce/quotes/")[0]?.body).toMatchObject({
      visit: { stayType: "CABIN", numberOfPersons: 8 },
    });
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/100").at(-1)?.body).toMatchObject({
      products: { cabins: 2 },
    });
    expect(store.getState().draft?.products.cabins).toBe(2);
  });

  it("gives a day pass a day arrival, the only one it is priced with", async () => {
    const api = fakeQuoteApi({ today: TODAY });
    const { store } = newStore();
    await store.start();
    store.chooseStayType("DAY_PASS");
    store.setPersons(3);
    await settle(store);
    expect(api.callsTo("POST", "/api/ecommerce/quotes/")[0]?.body).toEqual({
      visit: {
        arrivalDate: TODAY,
        departureDate: TODAY,
        numberOfPersons: 3,
        arrivalTime: "DAY",
        stayType: "DAY_PASS",
      },
    });
  });

  it("shows the server's message when an update is refused", async () => {
    fakeQuoteApi({
      today: TODAY,
      quotes: [
        quoteDto("7", {
          arrivalDate: "2027-03-12",
          departureDate: "2027-03-13",
          numberOfPersons: 2,
          arrivalTime: "NIGHT",
          stayType: "CAMPING_PASS",
        }),
      ],
      updateError: { status: 400, error: "invalid_quote", message: "La cotización no es válida" },
    });
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "7");
    const { store } = newStore();
    const { useNotifications } = await import("../src/shared/notifications/notification-store.ts");
    await store.start();
    store.setPersons(3);
    await settle(store);
    const { renderHook } = await import("@testing-library/react");
    const { result } = renderHook(() => useNotifications());
    expect(result.current.map((n) => n.message)).toContain("La cotización no es válida");
  });
});

describe("quote store: start", () => {
  it("reloads the stored quote id from the server", async () => {
    fakeQuoteApi({
      today: TODAY,
      quotes: [
        quoteDto("7", {
          arrivalDate: "2027-03-12",
          departureDate: "2027-03-14",
          numberOfPersons: 4,
          arrivalTime: "DAY",
          stayType: "CAMPING_PASS",
        }),
      ],
    });
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "7");
    const { store, queryClient } = newStore();
    await store.start();
    expect(store.getState().draft).toMatchObject({
      id: "7",
      visit: {
        arrivalDate: "2027-03-12",
        departureDate: "2027-03-14",
        numberOfPersons: 4,
        arrivalTime: "DAY",
      },
    });
    expect(queryClient.getQueryData(quoteQueryKey("7"))).toMatchObject({ totalAmount: 1000 });
  });

  it("replaces a stored quote the server cannot load with an empty quote, silently", async () => {
    fakeQuoteApi({ today: TODAY, missing: ["8"] });
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "8");
    const { store } = newStore();
    await store.start();
    expect(store.getState().draft).toBeNull();
    expect(window.localStorage.getItem(QUOTE_STORAGE_KEYS.quoteId)).toBeNull();
    const { useNotifications } = await import("../src/shared/notifications/notification-store.ts");
    const { renderHook } = await import("@testing-library/react");
    expect(renderHook(() => useNotifications()).result.current).toEqual([]);
  });

  it("removes a local copy that does not parse", async () => {
    fakeQuoteApi({ today: TODAY });
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.draft, "{not json");
    const { store } = newStore();
    await store.start();
    expect(store.getState().draft).toBeNull();
    expect(window.localStorage.getItem(QUOTE_STORAGE_KEYS.draft)).toBeNull();
  });

  it("resets a visit whose dates have passed to today, 2 s after start", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const api = fakeQuoteApi({
      today: TODAY,
      quotes: [
        quoteDto("9", {
          arrivalDate: "2027-03-01",
          departureDate: "2027-03-03",
          numberOfPersons: 2,
          arrivalTime: "NIGHT",
          stayType: "CAMPING_PASS",
        }),
      ],
    });
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "9");
    const { store } = newStore();
    await store.start();
    expect(store.getState().draft?.visit.arrivalDate).toBe("2027-03-01");

    await vi.advanceTimersByTimeAsync(1999);
    expect(store.getState().draft?.visit.arrivalDate).toBe("2027-03-01");

    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().draft?.visit).toMatchObject({ arrivalDate: TODAY, departureDate: "2027-03-11" });
    vi.useRealTimers();
    await settle(store);
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/9")[0]?.body).toMatchObject({
      visit: { arrivalDate: TODAY, departureDate: "2027-03-11" },
    });
  });

  it("keeps dates that have not passed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fakeQuoteApi({ today: TODAY });
    const draft = {
      id: null,
      visit: {
        stayType: "DAY_PASS",
        arrivalDate: TODAY,
        departureDate: TODAY,
        arrivalTime: "DAY",
        numberOfPersons: 0,
      },
      products: {
        cabins: 0,
        tipis: 0,
        lakeVillages: 0,
        superiorCabins: 0,
        canopyPasses: 0,
        canopyNightPasses: 0,
        horsebackRidingPasses: 0,
        atvs: 0,
        atvHours: 0,
      },
      offer3x2: false,
      promotionCode: null,
    };
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.draft, JSON.stringify(draft));
    const { store } = newStore();
    await store.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.getState().draft?.visit).toMatchObject({ arrivalDate: TODAY, departureDate: TODAY });
  });
});

describe("quote store: capacity and clearing", () => {
  it("stores the capacity-full flags of the dates per arrival time", async () => {
    const api = fakeQuoteApi({ today: TODAY, capacityFull: { NIGHT: true } });
    const { store } = newStore();
    await store.start();
    store.chooseStayType("CAMPING_PASS");
    await vi.waitFor(() => expect(store.getState().capacityFull).toEqual({ DAY: false, NIGHT: true }));
    const checks = api.callsTo("GET", "/api/ecommerce/capacities/full");
    expect(checks.map((call) => Object.fromEntries(call.query))).toEqual([
      { startDate: TODAY, endDate: "2027-03-11", arrivalTime: "DAY" },
      { startDate: TODAY, endDate: "2027-03-11", arrivalTime: "NIGHT" },
    ]);

    store.setPersons(2);
    await settle(store);
    expect(api.callsTo("GET", "/api/ecommerce/capacities/full")).toHaveLength(2);
    store.pickDeparture("2027-03-13");
    await settle(store);
    expect(api.callsTo("GET", "/api/ecommerce/capacities/full")).toHaveLength(4);
  });

  it("clears every stored key", async () => {
    fakeQuoteApi({ today: TODAY });
    const { store } = newStore();
    await store.start();
    store.chooseStayType("CAMPING_PASS");
    store.setPendingStays(["C3"]);
    store.setPersons(2);
    await settle(store);
    store.clear();
    expect(store.getState().draft).toBeNull();
    for (const key of Object.values(QUOTE_STORAGE_KEYS)) expect(window.localStorage.getItem(key)).toBeNull();
  });
});
