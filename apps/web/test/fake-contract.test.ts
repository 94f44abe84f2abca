import { EMPTY_PRODUCTS } from "@park/domain/pricing/product-counts.ts";
import { quoteDtoSchema } from "@park/domain/quote/quote-dto.ts";
import { beforeEach, describe, expect, it } from "vitest";
import apiEs from "../../api/src/texts/es.json";
import { contractQuote } from "./api-contract.ts";
import { cartQuote, fakeCommerceApi, lines } from "./commerce-fake-api.ts";
import { fakeQuoteApi, quoteDto } from "./fake-quote-api.ts";
import { resetSite } from "./reset.ts";

/**
 * Issue 7 item 8: the web's fakes answer only what the API's schemas (packages/domain) accept and refuse
 * what the API refuses, so a web test cannot pass on a request the real server would turn down.
 */
const TODAY = "2027-03-10";

const VISIT = {
  arrivalDate: "2027-03-12",
  departureDate: "2027-03-13",
  numberOfPersons: 2,
  arrivalTime: "NIGHT",
  stayType: "CAMPING_PASS",
} as const;

async function send(method: string, path: string, body: unknown) {
  const response = await fetch(path, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

beforeEach(async () => {
  await resetSite();
});

describe("web fakes against the API's contract", () => {
  it("build quotes the API's response schema accepts", () => {
    expect(quoteDtoSchema.safeParse(quoteDto("7", VISIT)).success).toBe(true);
    expect(
      quoteDtoSchema.safeParse(cartQuote({ items: [lines.item("day_pass", "Pase de día", 2, 200)] })).success,
    ).toBe(true);
  });

  it("refuse a creation the API refuses: an arrival sooner than 24 hours ahead (000 §9)", async () => {
    const api = fakeQuoteApi({ today: TODAY });
    const answer = await send("POST", "/api/ecommerce/quotes/", { visit: { ...VISIT, arrivalDate: TODAY } });
    expect(answer).toEqual({
      status: 400,
      body: {
        error: "validation_error",
        message: apiEs.fields.arrival_too_soon,
        fields: [{ path: "visit.arrivalDate", message: "arrival_too_soon" }],
      },
    });
    expect(api.quotes.size).toBe(0);
  });

  it("refuse a day pass arriving at night, as updateQuoteSchema does", async () => {
    fakeQuoteApi({ today: TODAY, quotes: [quoteDto("7", VISIT)] });
    const answer = await send("PUT", "/api/ecommerce/quotes/7", {
      visit: { ...VISIT, stayType: "DAY_PASS", departureDate: VISIT.arrivalDate },
      products: EMPTY_PRODUCTS,
      offer3x2: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toContainEqual({
      path: "visit.arrivalTime",
      message: "day_pass_arrives_by_day",
    });
  });

  it("refuse two kinds of lodging in one quote in the cart's fake too, changing nothing", async () => {
    const quote = cartQuote({ items: [lines.item("day_pass", "Pase de día", 2, 200)] });
    fakeCommerceApi({ quote });
    const answer = await send("PUT", `/api/ecommerce/quotes/${quote.id}`, {
      visit: { ...quote.visit },
      products: { ...EMPTY_PRODUCTS, cabins: 1, tipis: 1 },
      offer3x2: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toContainEqual({ path: "products", message: "one_lodging_type" });
    const after = await fetch(`/api/ecommerce/quotes/${quote.id}`);
    expect((await after.json()).products).toEqual(EMPTY_PRODUCTS);
  });

  it("cannot answer a quote the API could not send (every quote answer goes through contractQuote)", () => {
    const quote = cartQuote({ items: [] });
    expect(() => contractQuote({ ...quote, status: "CLOSED" })).toThrow();
    const { saleIssues: _missing, ...withoutSaleIssues } = quote;
    expect(() => contractQuote(withoutSaleIssues)).toThrow();
    expect(contractQuote(quote)).toEqual(quote);
  });
});
