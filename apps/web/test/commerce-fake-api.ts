import type { ArrivalTime } from "@park/domain/constants.ts";
import { EMPTY_PRODUCTS } from "@park/domain/pricing/product-counts.ts";
import type { QuoteDto, QuoteItemDto } from "@park/domain/quote/quote-dto.ts";
import { updateQuoteSchema } from "@park/domain/quote/quote-schemas.ts";
import { vi } from "vitest";
import { QUOTE_STORAGE_KEYS } from "../src/features/quote/quote-presence.ts";
import { contractQuote, quoteWriteRefusal, renewBody, reservationsBody } from "./api-contract.ts";

/** A map unit as GET /reservations/availables/ answers it. */
export interface FakeStay {
  id: string;
  name: string;
  available: boolean;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export interface CommerceFakeOptions {
  today?: string;
  /** The park's wall-clock time of the server's now ("HH:MM", PST); 07:00 unless said (see fake-quote-api.ts). */
  time?: string;
  /** The visitor's quote on the server; stored on the device as theirs. */
  quote?: QuoteDto;
  capacityFull?: Partial<Record<ArrivalTime, boolean>>;
  /** Successive answers of the availability call; the last one repeats. */
  stays?: FakeStay[][];
  /** Successive answers of GET /reservations/valid/by-quote/{id}; the last one repeats. */
  lost?: Partial<Record<"cabins" | "tipis" | "lakeVillages" | "superiorCabins", string[]>>[];
  /** PUT /api/ecommerce/reservations/: by default the quote holding those units. */
  reservations?: (stayIds: string[], quote: QuoteDto) => Answer;
  /** POST /reservations/renew: the new hold expiry (default: the old one plus 20 minutes). */
  renewedHoldExpiresAt?: string;
  /** GET .../summary and .../activities/summary. */
  summary?: (kind: "visit" | "activities") => Answer;
}

function item(
  key: QuoteItemDto["product"]["key"],
  name: string,
  quantity: number,
  price: number,
): QuoteItemDto {
  return { product: { key }, name, quantity, price, totalAmount: quantity * price, hours: null };
}

/** A quote as the API answers it; items are given, totals follow from them. */
export function cartQuote(overrides: Partial<QuoteDto> & { items: QuoteItemDto[] }): QuoteDto {
  const total =
    overrides.items.reduce((sum, line) => sum + line.totalAmount, 0) - (overrides.discountAmount ?? 0);
  const base: QuoteDto = {
    id: "41",
    code: "QK7M2PXW9A",
    status: "OPEN",
    visit: {
      code: "QK7M2PXW9A",
      stayType: "CAMPING_PASS",
      arrivalDate: "2027-03-12",
      departureDate: "2027-03-14",
      arrivalTime: "DAY",
      numberOfPersons: 2,
      numberOfDays: 2,
      firstTime: null,
    },
    products: { ...EMPTY_PRODUCTS },
    items: [],
    offer3x2: false,
    promotion: null,
    discountAmount: 0,
    totalAmount: total,
    pendingAmount: total,
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
  return { ...base, totalAmount: total, pendingAmount: total, ...overrides };
}

export const lines = { item };

/** Two basic cabins for eight, 12 to 14 March 2027: a quote whose units the lodging map chooses. */
export const TWO_CABINS = cartQuote({
  visit: {
    code: "QK7M2PXW9A",
    stayType: "CABIN",
    arrivalDate: "2027-03-12",
    departureDate: "2027-03-14",
    arrivalTime: "DAY",
    numberOfPersons: 8,
    numberOfDays: 2,
    firstTime: null,
  },
  products: { ...EMPTY_PRODUCTS, cabins: 2 },
  items: [
    lines.item("day_pass", "Pase de día", 8, 200),
    lines.item("camping_pass", "Pase de campamento", 8, 600),
    lines.item("cabin", "Cabaña básica", 2, 4000),
  ],
});

/** The 19 cabins C1-C19 (ids "cabin-1" ...), all free except the names given. */
export function cabins(occupied: string[] = []): FakeStay[] {
  return Array.from({ length: 19 }, (_, index) => ({
    id: `cabin-${index + 1}`,
    name: `C${index + 1}`,
    available: !occupied.includes(`C${index + 1}`),
  }));
}

export function tipis(occupied: string[] = []): FakeStay[] {
  return Array.from({ length: 6 }, (_, index) => ({
    id: `tipi-${index + 1}`,
    name: `T${index + 1}`,
    available: !occupied.includes(`T${index + 1}`),
  }));
}

const NUMBERS_FIELD = {
  cabin: "cabinNumbers",
  tipi: "tipiNumbers",
} as const;

/**
 * Our API at the fetch edge for the cart and the lodging maps: the stored quote, its PUT (which answers
 * the quote with the visit and products sent), capacity, availability, reservations, the re-check and the
 * summaries. Every call is recorded.
 */
export function fakeCommerceApi(options: CommerceFakeOptions = {}) {
  const today = options.today ?? "2027-03-10";
  const time = options.time ?? "07:00";
  let quote = options.quote ?? null;
  const calls: RecordedCall[] = [];
  let staysAnswered = 0;
  let lostAnswered = 0;

  if (quote) window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, quote.id);

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const answer = async (result: Answer) => {
    const { status = 200, body } = await result;
    return json(body, status);
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://park.test");
    const method = init?.method ?? "GET";
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const path = url.pathname;

    if (path === "/api/core/banners") return json([]);
    if (path === "/api/core/maintenance") return json({ maintenance: false });
    if (path === "/api/core/clock") return json({ now: `${today}T${time}:00-08:00`, today });
    if (path === "/auth/visitor") return json({ token: "visitor-token", expiresIn: 7200 });
    if (path === "/api/ecommerce/capacities/full") {
      const time = url.searchParams.get("arrivalTime") as ArrivalTime;
      return json({ capacityFull: options.capacityFull?.[time] ?? false });
    }
    if (quote && path === `/api/ecommerce/quotes/${quote.id}`) {
      if (method === "PUT") {
        // Refused as the API refuses it (api-contract.ts); the lines keep the fake's given prices.
        const refusal = quoteWriteRefusal("update", body, new Date(`${today}T${time}:00-08:00`));
        if (refusal) return json(refusal.body, refusal.status);
        const sent = updateQuoteSchema.parse(body);
        quote = { ...quote, visit: { ...quote.visit, ...sent.visit }, products: sent.products };
      }
      return json(contractQuote(quote));
    }
    if (quote && path === `/api/ecommerce/quotes/${quote.id}/summary` && options.summary) {
      return answer(options.summary("visit"));
    }
    if (quote && path === `/api/ecommerce/quotes/${quote.id}/activities/summary` && options.summary) {
      return answer(options.summary("activities"));
    }
    if (path === "/api/ecommerce/reservations/availables/") {
      const all = options.stays ?? [cabins()];
      const stays = all[Math.min(staysAnswered, all.length - 1)] ?? [];
      staysAnswered += 1;
      return json(
        stays.map((stay) => ({ available: stay.available, staying: { id: stay.id, name: stay.name } })),
      );
    }
    if (quote && path === `/api/ecommerce/reservations/valid/by-quote/${quote.id}`) {
      const all = options.lost ?? [{}];
      const lost = all[Math.min(lostAnswered, all.length - 1)] ?? {};
      lostAnswered += 1;
      return json({ cabins: [], tipis: [], lakeVillages: [], superiorCabins: [], ...lost });
    }
    if (quote && path === "/api/ecommerce/reservations/renew" && method === "POST") {
      if (renewBody(body) === null) return json({ error: "validation_error", message: "Inválido" }, 400);
      const old = quote.holdExpiresAt;
      const later = old === null ? null : new Date(Date.parse(old) + 20 * 60_000).toISOString();
      quote = { ...quote, holdExpiresAt: options.renewedHoldExpiresAt ?? later };
      return json(contractQuote(quote));
    }
    if (quote && path === "/api/ecommerce/reservations/" && method === "PUT") {
      const sent = reservationsBody(body);
      if (sent === null) return json({ error: "validation_error", message: "Inválido" }, 400);
      const { stayIds } = sent;
      if (options.reservations) return answer(options.reservations(stayIds, quote));
      const kind = quote.products.tipis > 0 ? "tipi" : "cabin";
      const all = [...cabins(), ...tipis()];
      quote = {
        ...quote,
        [NUMBERS_FIELD[kind]]: stayIds.map((id) => ({
          id,
          number: all.find((stay) => stay.id === id)?.name ?? id,
        })),
      };
      return json(contractQuote(quote));
    }
    return json({ error: "not_found", message: "No encontrado" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);

  return {
    fetchMock,
    calls,
    callsTo(method: string, path: string | RegExp): RecordedCall[] {
      return calls.filter(
        (call) =>
          call.method === method && (typeof path === "string" ? call.path === path : path.test(call.path)),
      );
    },
  };
}
