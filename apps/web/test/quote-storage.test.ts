import { EMPTY_PRODUCTS } from "@park/domain/pricing/product-counts.ts";
import { describe, expect, it } from "vitest";
import { createQuoteStorage, type KeyValueStorage } from "../src/features/quote/quote-storage.ts";

function memory(entries: Record<string, string>): KeyValueStorage & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
    removeItem: (key) => {
      delete entries[key];
    },
  };
}

const draft = {
  id: null,
  visit: {
    stayType: "CABIN",
    arrivalDate: "2027-03-12",
    departureDate: "2027-03-14",
    arrivalTime: "DAY",
    numberOfPersons: 4,
  },
  products: { ...EMPTY_PRODUCTS, cabins: 1, atvHours: 1.5 },
  offer3x2: false,
  promotionCode: null,
};

describe("the quote kept on the device (000 §8: a local copy that does not parse is removed)", () => {
  it("reads back a stored draft", () => {
    const storage = createQuoteStorage(memory({ "park.quote.draft": JSON.stringify(draft) }));
    expect(storage.read().draft).toEqual(draft);
  });

  it.each([
    ["a negative count", { ...draft.products, cabins: -1 }],
    ["a fractional count", { ...draft.products, tipis: 0.5 }],
    ["a missing product", { cabins: 1 }],
  ])("drops a draft with %s", (_case, products) => {
    const device = memory({ "park.quote.draft": JSON.stringify({ ...draft, products }) });
    expect(createQuoteStorage(device).read().draft).toBeNull();
  });
});
