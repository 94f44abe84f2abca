import { describe, expect, it } from "vitest";
import { EMPTY_PRODUCTS } from "../../src/pricing/product-counts.ts";
import {
  createQuotePayload,
  sendableToServer,
  shouldCreateOnServer,
  updateVisitPayload,
} from "../../src/quote/create-on-server.ts";
import { newLocalQuote } from "../../src/quote/quote-draft.ts";
import { draft } from "./quote-fixtures.ts";

describe("new local quote", () => {
  it('starts at the earliest arrival (000 §9 "Purchases at least 24 hours ahead"), 0 persons, night arrival, camping', () => {
    expect(newLocalQuote("2027-12-30")).toEqual({
      id: null,
      visit: {
        stayType: "CAMPING_PASS",
        arrivalDate: "2027-12-31",
        departureDate: "2028-01-01",
        arrivalTime: "NIGHT",
        numberOfPersons: 0,
      },
      // No product yet: every count 0 (product-counts.test.ts).
      products: EMPTY_PRODUCTS,
      offer3x2: false,
      promotionCode: null,
    });
  });
});

describe("shouldCreateOnServer", () => {
  it("waits for persons: the new quote stays local", () => {
    expect(shouldCreateOnServer(newLocalQuote("2027-03-10"))).toBe(false);
  });
  it("creates once arrival, departure, persons and an arrival time exist", () => {
    const quote = draft({ visit: { arrivalTime: "NIGHT" } });
    expect(shouldCreateOnServer(quote)).toBe(true);
    expect(createQuotePayload(quote)).toEqual({
      visit: {
        arrivalDate: "2027-03-10",
        departureDate: "2027-03-12",
        numberOfPersons: 2,
        arrivalTime: "NIGHT",
        stayType: "CAMPING_PASS",
      },
    });
  });
  it("needs a departure and an arrival time without lodging", () => {
    expect(shouldCreateOnServer(draft({ visit: { departureDate: null } }))).toBe(false);
    expect(shouldCreateOnServer(draft({ visit: { arrivalTime: null } }))).toBe(false);
    expect(createQuotePayload(draft({ visit: { arrivalTime: null } }))).toBeNull();
  });
  it("creates lodging without an arrival time, arriving by day", () => {
    const quote = draft({ visit: { stayType: "CABIN", arrivalTime: null }, products: { cabins: 1 } });
    expect(shouldCreateOnServer(quote)).toBe(true);
    expect(createQuotePayload(quote)?.visit.arrivalTime).toBe("DAY");
  });
  it("never creates a quote that already has an id (it is updated)", () => {
    expect(shouldCreateOnServer(draft({ id: "q-1" }))).toBe(false);
  });
});

describe('sendableToServer: "Once a quote has an id, changes are sent as updates" (000 §4)', () => {
  it("sends a quote the server holds with nobody counted: the server answers its sale issues (issue 30 item 5)", () => {
    const tipiNobody = draft({
      id: "q-1",
      visit: { stayType: "TIPI", numberOfPersons: 0 },
      products: { tipis: 1 },
    });
    expect(sendableToServer(tipiNobody)).toBe(true);
    expect(updateVisitPayload(tipiNobody)).toMatchObject({ numberOfPersons: 0, stayType: "TIPI" });
  });
  it("still waits for persons before creating one", () => {
    const local = draft({ visit: { numberOfPersons: 0 } });
    expect(sendableToServer(local)).toBe(false);
    expect(updateVisitPayload(local)).toBeNull();
  });
  it("keeps an update with incomplete dates or no arrival time on the device", () => {
    expect(sendableToServer(draft({ id: "q-1", visit: { departureDate: null } }))).toBe(false);
    expect(sendableToServer(draft({ id: "q-1", visit: { arrivalTime: null } }))).toBe(false);
    expect(updateVisitPayload(draft({ id: "q-1", visit: { arrivalTime: null } }))).toBeNull();
  });
});
