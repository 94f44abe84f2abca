import { describe, expect, it } from "vitest";
import { QUOTE_STORAGE_KEYS } from "../../src/features/quote/quote-presence.ts";
import { CART_WITHOUT_QUOTE_SCRIPT } from "./cart-without-quote.ts";

/** Runs the head script at `path` with `stored` in the device's storage; returns where it sent the visitor. */
function run(path: string, stored: Record<string, string>, search = "") {
  const replaced: string[] = [];
  const window: { parkLeaving?: boolean } = {};
  const location = { pathname: path, search, replace: (to: string) => replaced.push(to) };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function("window", "location", "localStorage", CART_WITHOUT_QUOTE_SCRIPT)(
    window,
    location,
    localStorage,
  );
  return { replaced, leaving: window.parkLeaving === true };
}

describe("the cart's head script (000 §2: no quote, no cart)", () => {
  it("sends a visitor without a quote from /cart to the homepage at once, keeping the language asked for", () => {
    expect(run("/cart", {})).toEqual({ replaced: ["/"], leaving: true });
    expect(run("/cart", {}, "?lang=en")).toEqual({ replaced: ["/?lang=en"], leaving: true });
  });

  it("keeps on the cart a visitor with a quote, a draft or a cart they emptied", () => {
    const cases: Record<string, string>[] = [
      { [QUOTE_STORAGE_KEYS.quoteId]: "42" },
      { [QUOTE_STORAGE_KEYS.draft]: "{}" },
      { [QUOTE_STORAGE_KEYS.cartEmpty]: "true" },
    ];
    for (const stored of cases) {
      expect(run("/cart", stored)).toEqual({ replaced: [], leaving: false });
    }
  });

  it("does nothing on any other page", () => {
    expect(run("/checkout/contact-payment", {})).toEqual({ replaced: [], leaving: false });
    expect(run("/", {})).toEqual({ replaced: [], leaving: false });
  });
});
