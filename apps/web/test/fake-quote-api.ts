import { datedPricesSchema, dateRangeQuerySchema } from "@park/domain/catalog.ts";
import type { ArrivalTime, PriceColor, StayType } from "@park/domain/constants.ts";
import { addDays, daysBetween, eachDate, type IsoDate } from "@park/domain/dates.ts";
import { EMPTY_PRODUCTS } from "@park/domain/pricing/product-counts.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { createQuoteSchema, updateQuoteSchema } from "@park/domain/quote/quote-schemas.ts";
import { vi } from "vitest";
import { z } from "zod/mini";
import { contractQuote, quoteWriteRefusal } from "./api-contract.ts";

export interface FakeQuoteApiOptions {
  today?: IsoDate;
  /**
   * The park's wall-clock time of the server's now on `today` ("HH:MM", PST); 07:00 unless said, when a
   * day arrival tomorrow (7:30 am) is still 24.5 hours ahead (000 §9, decision 0005).
   */
  time?: string;
  /** Quotes the server already holds, by id. */
  quotes?: QuoteDto[];
  /** GET /quotes/{id} of these ids answers 404. */
  missing?: string[];
  capacityFull?: Partial<Record<ArrivalTime, boolean>>;
  /** Dates GET /api/catalog/visit-prices leaves out (no price). */
  unpricedDates?: IsoDate[];
  /** Tariff colours of some dates; every other priced date is BLUE. */
  colors?: Partial<Record<IsoDate, PriceColor>>;
  noPriceDates?: IsoDate[];
  unavailableLodgingDates?: IsoDate[];
  /** The PUT answers this error instead of a quote. */
  updateError?: { status: number; error: string; message: string };
  /** The next this many PUTs never reach the server (the network fails). */
  updateNetworkFailures?: number;
  /** The server's today for its date rules, when it differs from the clock the page read earlier. */
  serverToday?: IsoDate;
  /** Quote writes answer after this long (to see them queue). */
  writeDelayMs?: number;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const PERSON_PRICE = 250;
const UNIT_PRICE = 1200;

interface VisitInput {
  arrivalDate: string;
  departureDate: string;
  numberOfPersons: number;
  arrivalTime: ArrivalTime;
  stayType: StayType;
}

type Products = QuoteDto["products"];

const NO_PRODUCTS: Products = EMPTY_PRODUCTS;

/** A quote as the API would answer it, with a simple price list: 250 per person, 1,200 per lodging unit. */
export function quoteDto(id: string, visit: VisitInput, products: Products = NO_PRODUCTS): QuoteDto {
  const units = products.cabins + products.tipis + products.lakeVillages + products.superiorCabins;
  const nights = Math.max(1, daysBetween(visit.arrivalDate, visit.departureDate));
  const items: QuoteDto["items"] = [];
  if (visit.numberOfPersons > 0) {
    items.push({
      product: { key: visit.stayType === "DAY_PASS" ? "day_pass" : "camping_pass" },
      name: visit.stayType === "DAY_PASS" ? "Pase de día" : "Pase de campamento",
      quantity: visit.numberOfPersons,
      price: PERSON_PRICE,
      totalAmount: PERSON_PRICE * visit.numberOfPersons,
      hours: null,
    });
  }
  if (units > 0) {
    items.push({
      product: { key: "cabin" },
      name: "Cabaña básica",
      quantity: units,
      price: UNIT_PRICE * nights,
      totalAmount: UNIT_PRICE * nights * units,
      hours: null,
    });
  }
  const totalAmount = items.reduce((sum, item) => sum + item.totalAmount, 0);
  return {
    id,
    code: `CODE${id.padStart(6, "0")}`,
    status: "OPEN",
    visit: {
      ...visit,
      code: `V${id}`,
      numberOfDays: daysBetween(visit.arrivalDate, visit.departureDate),
      firstTime: null,
    },
    products: { ...products },
    items,
    offer3x2: false,
    promotion: null,
    discountAmount: 0,
    totalAmount,
    pendingAmount: totalAmount,
    colors: [],
    cabinNumbers: [],
    tipiNumbers: [],
    lakeVillageNumbers: [],
    superiorCabinNumbers: [],
    unavailableLodging: [],
    saleIssues: [],
    holdExpiresAt: null,
    payment: null,
    awaitingPayment: null,
    paymentOptions: { oxxo: null, spei: null },
    contact: null,
    language: "es",
    error: null,
  };
}

const DATE_PRICES = {
  color: "BLUE",
  dayPassPrice: 250,
  campingPassPrice: 300,
  campingNightPrice: 200,
  canopyPrice: 500,
  cabinPrice: 1200,
  tipiPrice: 1000,
  lakeVillagePrice: 1500,
  superiorCabinPrice: 2000,
} as const;

/**
 * Our API faked at the fetch edge, with the quote calls of quote-contract.md; records every call. Writes
 * are checked with the API's own schemas and date rules (api-contract.ts) and refused as it would.
 */
export function fakeQuoteApi(options: FakeQuoteApiOptions = {}) {
  const today = options.today ?? "2027-03-10";
  const quotes = new Map((options.quotes ?? []).map((quote) => [quote.id, quote]));
  const calls: RecordedCall[] = [];
  let nextId = 100;
  let networkFailures = options.updateNetworkFailures ?? 0;
  const serverToday = options.serverToday ?? today;
  const time = options.time ?? "07:00";
  const serverNow = () => new Date(`${serverToday}T${time}:00-08:00`);
  /** Writes being answered right now: the web must never have two at once. */
  let writesInFlight = 0;
  let mostWritesAtOnce = 0;

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const notFound = () => json({ error: "quote_not_found", message: "La cotización no existe" }, 404);

  /** POST /quotes/ and PUT /quotes/{id}, checked as the API checks them (api-contract.ts). */
  function answerQuoteWrite(method: string, path: string, body: unknown): Response | null {
    const quoteMatch = /^\/api\/ecommerce\/quotes\/([^/]+)$/.exec(path);
    if (path === "/api/ecommerce/quotes/" && method === "POST") {
      const refusal = quoteWriteRefusal("create", body, serverNow());
      if (refusal) return json(refusal.body, refusal.status);
      const { visit } = createQuoteSchema.parse(body);
      const id = String(nextId++);
      const products = { ...NO_PRODUCTS };
      if (visit.stayType === "CABIN") products.cabins = 1;
      if (visit.stayType === "TIPI") products.tipis = 1;
      if (visit.stayType === "LAKE_VILLAGE") products.lakeVillages = 1;
      if (visit.stayType === "SUPERIOR_CABIN") products.superiorCabins = 1;
      const quote = quoteDto(id, visit, products);
      quotes.set(id, quote);
      return json(contractQuote(quote), 201);
    }
    if (quoteMatch && method === "PUT") {
      if (networkFailures > 0) {
        networkFailures -= 1;
        throw new TypeError("Failed to fetch");
      }
      if (options.updateError) return json(options.updateError, options.updateError.status);
      const id = quoteMatch[1] ?? "";
      if (!quotes.has(id)) return notFound();
      const refusal = quoteWriteRefusal("update", body, serverNow());
      if (refusal) return json(refusal.body, refusal.status);
      const update = updateQuoteSchema.parse(body);
      const quote = { ...quoteDto(id, update.visit, update.products), offer3x2: update.offer3x2 };
      quotes.set(id, quote);
      return json(contractQuote(quote));
    }
    return null;
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://park.test");
    const method = init?.method ?? "GET";
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const path = url.pathname;
    const quoteMatch = /^\/api\/ecommerce\/quotes\/([^/]+)$/.exec(path);

    if (path.startsWith("/api/ecommerce/quotes/") && method !== "GET") {
      writesInFlight += 1;
      mostWritesAtOnce = Math.max(mostWritesAtOnce, writesInFlight);
      try {
        if (options.writeDelayMs) await new Promise((resolve) => setTimeout(resolve, options.writeDelayMs));
        const answer = answerQuoteWrite(method, path, body);
        if (answer) return answer;
      } finally {
        writesInFlight -= 1;
      }
    }
    if (path === "/api/core/banners") return json([]);
    if (path === "/api/core/maintenance") return json({ maintenance: false });
    if (path === "/api/core/clock") return json({ now: `${today}T${time}:00-08:00`, today });
    if (path === "/auth/visitor") return json({ token: "visitor-token", expiresIn: 7200 });
    if (quoteMatch && method === "GET") {
      const id = quoteMatch[1] ?? "";
      const quote = quotes.get(id);
      if (!quote || options.missing?.includes(id)) return notFound();
      return json(contractQuote(quote));
    }
    if (path === "/api/ecommerce/capacities/full") {
      const time = url.searchParams.get("arrivalTime") === "DAY" ? "DAY" : "NIGHT";
      return json({ capacityFull: options.capacityFull?.[time] ?? false });
    }
    if (path === "/api/catalog/visit-prices" || path === "/api/catalog/visit-prices/no-prices") {
      // The catalog's range query and answer, as the API declares them (dateRangeQuerySchema, datedPricesSchema).
      const range = dateRangeQuerySchema.safeParse({
        startDate: url.searchParams.get("startDate") ?? today,
        endDate: url.searchParams.get("endDate") ?? addDays(today, 30),
      });
      if (!range.success) return json({ error: "validation_error", message: "Rango inválido" }, 400);
      if (path.endsWith("/no-prices")) return json(options.noPriceDates ?? []);
      const unpriced = new Set(options.unpricedDates ?? []);
      const prices = eachDate(range.data.startDate, range.data.endDate)
        .filter((date) => !unpriced.has(date))
        .map((date) => ({ date, datePrices: { ...DATE_PRICES, color: options.colors?.[date] ?? "BLUE" } }));
      return json(z.array(datedPricesSchema).parse(prices));
    }
    if (path === "/api/core/rentals/unavailable") {
      const quantity = Number(url.searchParams.get("quantity"));
      return json(quantity > 0 ? (options.unavailableLodgingDates ?? []) : []);
    }
    return json({ error: "not_found", message: "No encontrado" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);

  return {
    fetchMock,
    calls,
    quotes,
    mostWritesAtOnce: () => mostWritesAtOnce,
    callsTo(method: string, path: string | RegExp): RecordedCall[] {
      return calls.filter(
        (call) =>
          call.method === method && (typeof path === "string" ? call.path === path : path.test(call.path)),
      );
    },
  };
}
