import { normalizeVisitCode, visitCodeQrPath } from "@park/domain/quote/visit-code.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_ANSWER_SCRIPT } from "../app/layout/early-answer.ts";
import { QUOTE_STORAGE_KEYS } from "../src/features/quote/quote-presence.ts";
import { apiRequest } from "../src/shared/api/api-client.ts";
import { EARLY_ANSWER_GLOBAL } from "../src/shared/api/early-answer.ts";
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from "../src/shared/i18n/language.ts";
import { resetSite } from "./reset.ts";

/** The network at the fetch edge: each call answers its own address back, and is recorded. */
function fakeFetch() {
  const fetchMock = vi.fn(
    async (input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ asked: String(input) }), {
        headers: { "Content-Type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Runs the head script as the browser does, on `address`. */
function openAt(address: string) {
  window.history.replaceState(null, "", address);
  new Function(EARLY_ANSWER_SCRIPT)();
}

const started = (fetchMock: ReturnType<typeof fakeFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    language: new Headers(init?.headers).get("Accept-Language"),
    accept: new Headers(init?.headers).get("Accept"),
  }));

beforeEach(async () => {
  await resetSite();
  window.localStorage.clear();
  // A second into the page's life (the test runner's own clock started long before).
  vi.spyOn(performance, "now").mockReturnValue(1_000);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  (window as unknown as Record<string, unknown>)[EARLY_ANSWER_GLOBAL] = undefined;
  window.history.replaceState(null, "", "/");
});

describe("the head script that starts a commerce page's call (decision 0057)", () => {
  it("asks for the stored quote on the cart and the payment page, in the visitor's language", () => {
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "q-1");
    const fetchMock = fakeFetch();
    openAt("/cart");
    openAt("/checkout/contact-payment?lang=en");
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    openAt("/cart");
    expect(started(fetchMock)).toEqual([
      { url: "/api/ecommerce/quotes/q-1", language: "es", accept: "application/json" },
      { url: "/api/ecommerce/quotes/q-1", language: "en", accept: "application/json" },
      { url: "/api/ecommerce/quotes/q-1", language: "en", accept: "application/json" },
    ]);
  });

  it("asks for the order of the order page's code", () => {
    const fetchMock = fakeFetch();
    openAt("/order/ABC234DEF5");
    expect(started(fetchMock)).toEqual([
      { url: "/api/ecommerce/payment/quotes/code/ABC234DEF5", language: "es", accept: "application/json" },
    ]);
  });

  it("asks for the order's QR once the order answered, where the page draws it from, as it reads the code", async () => {
    fakeFetch();
    const images: string[] = [];
    vi.stubGlobal(
      "Image",
      class {
        set src(url: string) {
          images.push(url);
        }
      },
    );
    openAt("/order/abc234def5");
    expect(images).toEqual([]);
    await vi.waitFor(() => expect(images).toEqual([visitCodeQrPath(normalizeVisitCode("abc234def5"))]));
    expect(images).toEqual(["/api/ecommerce/visit-codes/ABC234DEF5/qr.svg"]);
  });

  it("asks for nothing without a stored quote, or on any other page", () => {
    const fetchMock = fakeFetch();
    openAt("/cart");
    openAt("/checkout/contact-payment");
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "q-1");
    for (const address of ["/", "/prices", "/order", "/order/A/B", "/office"]) openAt(address);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("hands its answer to the page's first identical call only; the rest go to the network", async () => {
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "q-1");
    const fetchMock = fakeFetch();
    openAt("/cart");
    await expect(apiRequest("/api/ecommerce/quotes/q-2")).resolves.toEqual({
      asked: "/api/ecommerce/quotes/q-2",
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(apiRequest("/api/ecommerce/quotes/q-1")).resolves.toEqual({
      asked: "/api/ecommerce/quotes/q-1",
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await apiRequest("/api/ecommerce/quotes/q-1");
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("is thrown away by its address asked otherwise, so a later call never gets an old answer", async () => {
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "q-1");
    const fetchMock = fakeFetch();
    openAt("/cart?lang=en");
    // The page asked in Spanish first (its English texts still on their way), then in English.
    await apiRequest("/api/ecommerce/quotes/q-1");
    await chooseLanguage("en");
    await apiRequest("/api/ecommerce/quotes/q-1");
    expect(started(fetchMock).map((call) => call.language)).toEqual(["en", "es", "en"]);
  });

  it("is not taken once the page's first half minute has gone", async () => {
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "q-1");
    const fetchMock = fakeFetch();
    openAt("/cart");
    vi.spyOn(performance, "now").mockReturnValue(30_001);
    await apiRequest("/api/ecommerce/quotes/q-1");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is not taken by a call in another language, or one that writes", async () => {
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "q-1");
    const fetchMock = fakeFetch();
    openAt("/cart?lang=en");
    await apiRequest("/api/ecommerce/quotes/q-1", { method: "PUT", json: {} });
    await apiRequest("/api/ecommerce/quotes/q-1");
    expect(started(fetchMock).map((call) => call.language)).toEqual(["en", "es", "es"]);
  });
});
