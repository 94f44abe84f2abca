import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { ApiQuote } from "./quote-flow.ts";

/** The visit of POST /api/ecommerce/quotes/ (000 §7). */
export interface ApiVisit {
  arrivalDate: string;
  departureDate: string;
  numberOfPersons: number;
  arrivalTime: "DAY" | "NIGHT";
  stayType: "DAY_PASS" | "CAMPING_PASS" | "CABIN" | "TIPI" | "LAKE_VILLAGE" | "SUPERIOR_CABIN";
}

/** A camping pass for two persons arriving by day: the visit quote-flow.ts's drawer steps make. */
export function campingForTwo(arrivalDate: string, departureDate: string): ApiVisit {
  return { arrivalDate, departureDate, numberOfPersons: 2, arrivalTime: "DAY", stayType: "CAMPING_PASS" };
}

/** A visitor of its own, through the public API: its token and the headers its secure calls carry. */
export interface ApiVisitor {
  token: string;
  expiresIn: number;
  headers: { authorization: string };
}

export async function newVisitor(request: APIRequestContext): Promise<ApiVisitor> {
  const auth = await request.post("/auth/visitor");
  expect(auth.status()).toBe(200);
  const { token, expiresIn } = (await auth.json()) as { token: string; expiresIn: number };
  return { token, expiresIn, headers: { authorization: `Bearer ${token}` } };
}

/** A quote of `visitor` for `visit`, made as the site makes it (POST /api/ecommerce/quotes/). */
export async function createQuote(
  request: APIRequestContext,
  visitor: ApiVisitor,
  visit: ApiVisit,
): Promise<ApiQuote & { products: Record<string, number> }> {
  const created = await request.post("/api/ecommerce/quotes/", { headers: visitor.headers, data: { visit } });
  expect(created.status()).toBe(201);
  return (await created.json()) as ApiQuote & { products: Record<string, number> };
}

/**
 * A camping quote for two persons arriving by day, made through the API the drawer calls, and kept on the
 * page's device as the site keeps its own (its visitor token and its quote id): the next page the visitor
 * opens goes on with it. For tests whose subject comes after the drawer (quote-flow.spec.ts drives the
 * drawer itself). Call it before the page opens anything of the site.
 */
export async function keepCampingQuote(
  page: Page,
  visit: { arrivalDate: string; departureDate: string },
): Promise<ApiQuote> {
  const visitor = await newVisitor(page.request);
  const quote = await createQuote(
    page.request,
    visitor,
    campingForTwo(visit.arrivalDate, visit.departureDate),
  );
  const stored = { token: visitor.token, expiresAt: Date.now() + visitor.expiresIn * 1000 };
  await page.addInitScript(
    ({ token, quoteId }) => {
      // Only the first page of the test: later pages read what the site itself stored since.
      if (window.sessionStorage.getItem("e2e.kept") !== null) return;
      window.sessionStorage.setItem("e2e.kept", "1");
      window.localStorage.setItem("park.visitor.token", JSON.stringify(token));
      window.localStorage.setItem("park.quote.id", quoteId);
    },
    { token: stored, quoteId: quote.id },
  );
  return quote;
}
