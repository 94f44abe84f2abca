import { randomUUID } from "node:crypto";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { isVisitCode } from "@park/domain/quote/visit-code.ts";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quotes } from "../src/db/schema/quotes.ts";
import { fieldMessage } from "../src/texts/error-texts.ts";
import { t, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import {
  activitySlotId,
  bookActivity,
  CAMPING_ON_RED_DATES,
  createQuote,
  type ErrorBody,
  send,
  setQuoteStatus,
  storedQuote,
  updateQuote,
  type VisitInput,
  visitorToken,
} from "./helpers/ecommerce-test-app.ts";
import { PINNED_NOW } from "./helpers/test-app.ts";

useEcommerceFile();

const CAMPING = CAMPING_ON_RED_DATES;

async function quoteCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(quotes);
  return row?.n ?? 0;
}

function lines(quote: QuoteDto) {
  return quote.items.map((i) => [i.product.key, i.name, i.quantity, i.price, i.totalAmount]);
}

describe("POST /api/ecommerce/quotes/", () => {
  it("creates an open quote priced from the catalog, with a visit code", async () => {
    const quote = await createQuote(t.app, CAMPING);
    expect(quote.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(isVisitCode(quote.code)).toBe(true);
    expect(quote.code).toHaveLength(10);
    expect(quote.visit).toEqual({ ...CAMPING, code: quote.code, numberOfDays: 2, firstTime: null });
    expect(quote.status).toBe("OPEN");
    expect(lines(quote)).toEqual([
      ["day_pass", "Pase de día", 2, 150, 300],
      ["camping_pass", "Pase de campamento", 2, 240, 480],
    ]);
    expect(quote).toMatchObject({ discountAmount: 0, totalAmount: 780, pendingAmount: 780, language: "es" });
    // The departure day too: 000 §8 "Yellow-date notice", and campers stay until 6:00 pm of it.
    expect(quote.colors).toEqual([
      { date: "2026-11-24", color: "RED" },
      { date: "2026-11-25", color: "RED" },
      { date: "2026-11-26", color: "RED" },
    ]);
    expect(quote.error).toBeNull();
  });

  it("names the items in the language of the request and keeps it as the quote's", async () => {
    const quote = await createQuote(t.app, CAMPING, "en-US,en;q=0.9");
    expect(quote.language).toBe("en");
    expect(quote.items.map((i) => i.name)).toEqual(["Day pass", "Camping pass"]);
  });

  it("gives a lodging stay one unit of its kind", async () => {
    const quote = await createQuote(t.app, { ...CAMPING, stayType: "CABIN", numberOfPersons: 4 });
    expect(quote.products).toMatchObject({ cabins: 1, tipis: 0, lakeVillages: 0, superiorCabins: 0 });
    expect(lines(quote)).toEqual([
      ["day_pass", "Pase de día", 4, 150, 600],
      ["camping_pass", "Pase de campamento", 4, 240, 960],
      ["cabin", "Cabaña básica", 1, 2400, 2400],
    ]);
    expect(quote.totalAmount).toBe(3960);
  });

  it("gives every quote its own code", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await createQuote(t.app, CAMPING)).code);
    expect(codes.size).toBe(5);
  });

  it("ignores items, prices and totals sent with the visit", async () => {
    const { status, body } = await send<QuoteDto>(t.app, "POST", "/api/ecommerce/quotes/", {
      token: await visitorToken(t.app),
      body: {
        visit: CAMPING,
        totalAmount: 1,
        items: [{ product: { key: "day_pass" }, price: 1 }],
        status: "PAID",
      },
    });
    expect(status).toBe(201);
    expect(body.totalAmount).toBe(780);
    expect(body.status).toBe("OPEN");
  });
});

/** [case, visit, field path, message key]: each must answer 400 and create nothing. */
const BAD_VISITS: [string, VisitInput, string, string][] = [
  ["an arrival in the past", { ...CAMPING, arrivalDate: "2026-11-21" }, "visit.arrivalDate", "date_in_past"],
  [
    "a departure before the arrival",
    { ...CAMPING, arrivalDate: "2026-11-26", departureDate: "2026-11-24" },
    "visit.departureDate",
    "departure_not_after_arrival",
  ],
  [
    "an arrival beyond the booking horizon",
    { ...CAMPING, arrivalDate: "2027-07-01", departureDate: "2027-07-02" },
    "visit.arrivalDate",
    "beyond_horizon",
  ],
  [
    "a departure beyond the booking horizon",
    { ...CAMPING, arrivalDate: "2027-06-30", departureDate: "2027-07-01" },
    "visit.departureDate",
    "beyond_horizon",
  ],
  ["100 persons", { ...CAMPING, numberOfPersons: 100 }, "visit.numberOfPersons", "persons_out_of_range"],
  ["negative persons", { ...CAMPING, numberOfPersons: -1 }, "visit.numberOfPersons", "persons_out_of_range"],
  ["an unknown stay type", { ...CAMPING, stayType: "HOTEL" }, "visit.stayType", "invalid_stay_type"],
  [
    "more persons than the tipis of the park can sleep",
    { ...CAMPING, stayType: "TIPI", numberOfPersons: 37 },
    "products.tipis",
    "too_many_units",
  ],
  [
    "a day pass at night",
    { ...CAMPING, stayType: "DAY_PASS", departureDate: CAMPING.arrivalDate, arrivalTime: "NIGHT" },
    "visit.arrivalTime",
    "day_pass_arrives_by_day",
  ],
  [
    "an arrival today, less than 24 hours ahead",
    { ...CAMPING, arrivalDate: "2026-11-22", departureDate: "2026-11-23" },
    "visit.arrivalDate",
    "arrival_too_soon",
  ],
];

describe("a visit that cannot be booked answers 400 with the field, in the visitor's language", () => {
  it.each(BAD_VISITS)("%s", async (_, visit, path, key) => {
    const before = await quoteCount();
    for (const language of ["es", "en"] as const) {
      const { status, body } = await send<ErrorBody>(t.app, "POST", "/api/ecommerce/quotes/", {
        token: await visitorToken(t.app),
        body: { visit },
        language,
      });
      expect(status).toBe(400);
      expect(body.error).toBe("validation_error");
      expect(body.fields).toContainEqual({ path, message: fieldMessage(key, language) });
      expect(body.message).toContain(fieldMessage(key, language));
    }
    expect(await quoteCount()).toBe(before);
  });

  it("uses the texts of the quote rules in Spanish and English", async () => {
    const visit = { ...CAMPING, arrivalDate: "2026-11-21" };
    const es = await send<ErrorBody>(t.app, "POST", "/api/ecommerce/quotes/", {
      token: await visitorToken(t.app),
      body: { visit },
    });
    expect(es.body.fields).toEqual([{ path: "visit.arrivalDate", message: "La fecha ya pasó." }]);
    const en = await send<ErrorBody>(t.app, "POST", "/api/ecommerce/quotes/", {
      token: await visitorToken(t.app),
      body: { visit },
      language: "en",
    });
    expect(en.body.fields).toEqual([{ path: "visit.arrivalDate", message: "The date has already passed." }]);
  });

  it('accepts tomorrow by night, not by day: 000 §9 "Purchases at least 24 hours ahead"', async () => {
    const tomorrow = { ...CAMPING, arrivalDate: "2026-11-23", departureDate: "2026-11-24" };
    // 6:00 pm tomorrow is 32 hours after the pinned 10:00.
    const quote = await createQuote(t.app, { ...tomorrow, arrivalTime: "NIGHT" });
    expect(quote.visit.arrivalDate).toBe("2026-11-23");
    expect(quote.saleIssues).toEqual([]);
    // 7:30 am tomorrow is 21.5 hours away: refused in both languages.
    for (const language of ["es", "en"] as const) {
      const { status, body } = await send<ErrorBody>(t.app, "POST", "/api/ecommerce/quotes/", {
        token: await visitorToken(t.app),
        body: { visit: { ...tomorrow, arrivalTime: "DAY" } },
        language,
      });
      expect(status).toBe(400);
      expect(body.fields).toEqual([
        { path: "visit.arrivalDate", message: fieldMessage("arrival_too_soon", language) },
      ]);
    }
  });

  it("refuses nights without a price, naming them", async () => {
    const before = await quoteCount();
    // 12 and 13 January 2027 are closed for the yearly maintenance of the water works.
    const visit = { ...CAMPING, arrivalDate: "2027-01-11", departureDate: "2027-01-14" };
    const es = await send<ErrorBody>(t.app, "POST", "/api/ecommerce/quotes/", {
      token: await visitorToken(t.app),
      body: { visit },
    });
    expect(es.status).toBe(400);
    expect(es.body).toEqual({
      error: "no_price",
      message: "No hay precios para estas fechas: 2027-01-12, 2027-01-13. Elige otras fechas.",
      dates: ["2027-01-12", "2027-01-13"],
    });
    const en = await send<ErrorBody>(t.app, "POST", "/api/ecommerce/quotes/", {
      token: await visitorToken(t.app),
      body: { visit },
      language: "en",
    });
    expect(en.body.message).toBe(
      "There are no prices for these dates: 2027-01-12, 2027-01-13. Please choose other dates.",
    );
    expect(await quoteCount()).toBe(before);
  });

  it("marks a missing visit as required", async () => {
    const { status, body } = await send<ErrorBody>(t.app, "POST", "/api/ecommerce/quotes/", {
      token: await visitorToken(t.app),
      body: {},
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual([{ path: "visit", message: "Este campo es requerido" }]);
  });
});

describe("GET /api/ecommerce/quotes/{id} and /code/{code}", () => {
  it("answers the stored quote by id and by code", async () => {
    const created = await createQuote(t.app, CAMPING);
    const byId = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${created.id}`);
    expect(byId).toEqual({ status: 200, body: created });
    const byCode = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/code/${created.code}`);
    expect(byCode).toEqual({ status: 200, body: created });
  });

  it("finds a code typed in lower case", async () => {
    const created = await createQuote(t.app, CAMPING);
    const { status, body } = await send<QuoteDto>(
      t.app,
      "GET",
      `/api/ecommerce/quotes/code/${created.code.toLowerCase()}`,
    );
    expect(status).toBe(200);
    expect(body.id).toBe(created.id);
  });

  it.each([
    ["an unknown id", `/api/ecommerce/quotes/${randomUUID()}`],
    ["an id that is no UUID", "/api/ecommerce/quotes/42"],
    ["an unknown code", "/api/ecommerce/quotes/code/ABCDEFGHJK"],
    ["a code of the wrong shape", "/api/ecommerce/quotes/code/0000"],
  ])("answers 404 quote_not_found for %s, in both languages", async (_, url) => {
    const es = await send<ErrorBody>(t.app, "GET", url);
    expect(es).toEqual({
      status: 404,
      body: { error: "quote_not_found", message: "No encontramos esta cotización" },
    });
    const en = await send<ErrorBody>(t.app, "GET", url, { language: "en" });
    expect(en.body.message).toBe("We could not find this quote");
  });

  it("shows a quote whose dates lost their price with an error and no items", async () => {
    const created = await createQuote(t.app, {
      ...CAMPING,
      arrivalDate: "2027-02-01",
      departureDate: "2027-02-03",
    });
    await t.db.execute(`insert into no_price_dates (date) values ('2027-02-02')`);
    // The app reads the catalog from a snapshot kept up to a minute; a direct edit asks it to read again.
    t.app.catalog.invalidate();
    const { status, body } = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${created.id}`);
    expect(status).toBe(200);
    expect(body.items).toEqual([]);
    expect(body.totalAmount).toBe(0);
    expect(body.error).toEqual({
      error: "no_price",
      message: "No hay precios para estas fechas: 2027-02-02. Elige otras fechas.",
    });
  });
});

describe("PUT /api/ecommerce/quotes/{id}", () => {
  it("re-prices the changed visit from the catalog", async () => {
    const quote = await createQuote(t.app, CAMPING);
    const { status, body } = await updateQuote(t.app, {
      ...quote,
      visit: { ...quote.visit, numberOfPersons: 3, arrivalTime: "NIGHT", departureDate: "2026-11-28" },
    });
    expect(status).toBe(200);
    // Nights 24, 25, 26 (RED) and 27 (Friday, BLACK); a night arrival pays the night pass (90) the first night.
    expect(lines(body)).toEqual([["camping_pass", "Pase de campamento", 3, 90 + 120 + 120 + 200, 1590]]);
    expect(body.totalAmount).toBe(1590);
    expect(body.visit.numberOfDays).toBe(4);
  });

  it("ignores items, prices, totals, status and code sent by the browser", async () => {
    const quote = await createQuote(t.app, CAMPING);
    const { status, body } = await updateQuote(t.app, {
      ...quote,
      code: "XXXXXXXXXX",
      status: "PAID",
      items: quote.items.map((i) => ({ ...i, price: 1, totalAmount: 1 })),
      discountAmount: 700,
      totalAmount: 1,
      pendingAmount: 0,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: quote.code, status: "OPEN", totalAmount: 780, discountAmount: 0 });
    expect(body.items).toEqual(quote.items);
  });

  it("applies the 3x2 offer to the third camping night", async () => {
    const quote = await createQuote(t.app, { ...CAMPING, departureDate: "2026-11-27" });
    const { body } = await updateQuote(t.app, { ...quote, offer3x2: true });
    expect(body.offer3x2).toBe(true);
    expect(body.discountAmount).toBe(2 * 120);
    expect(body.totalAmount).toBe(2 * 150 + 2 * 360 - 240);
  });

  it("switches the quote's language", async () => {
    const quote = await createQuote(t.app, CAMPING);
    const { body } = await updateQuote(t.app, { ...quote, language: "en" });
    expect(body.language).toBe("en");
    expect(body.items.map((i) => i.name)).toEqual(["Day pass", "Camping pass"]);
    const again = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`);
    expect(again.body.language).toBe("en");
  });

  it("prices activities from the quote's bookings, made through their own call", async () => {
    const quote = await createQuote(t.app, CAMPING);
    const booked = { quoteId: quote.id, visitDate: CAMPING.arrivalDate };
    await bookActivity(t.app, {
      ...booked,
      visitActivityScheduleId: await activitySlotId(t, "CANOPY_TOUR", "12:00"),
      quantity: 2,
    });
    await bookActivity(t.app, {
      ...booked,
      visitActivityScheduleId: await activitySlotId(t, "ATV", "12:00"),
      quantity: 1,
      hours: 2,
    });
    const { status, body } = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`);
    expect(status).toBe(200);
    expect(body.items.map((i) => i.product.key)).toEqual(["day_pass", "camping_pass", "canopy_pass", "atv"]);
    const atv = body.items.find((i) => i.product.key === "atv")!;
    expect(atv.hours).toBe(2);
    expect(atv.totalAmount).toBe(atv.price * 2);
    expect(body.totalAmount).toBe(body.items.reduce((sum, i) => sum + i.totalAmount, 0));
  });

  const BAD_UPDATES: [string, (q: QuoteDto) => QuoteDto, string, string][] = [
    ...BAD_VISITS.filter(([name]) => name !== "more persons than the tipis of the park can sleep").map(
      ([name, visit, path, key]): [string, (q: QuoteDto) => QuoteDto, string, string] => [
        name,
        (q) => ({ ...q, visit: { ...q.visit, ...(visit as QuoteDto["visit"]) } }),
        path,
        key,
      ],
    ),
    [
      "two kinds of lodging",
      (q) => ({
        ...q,
        visit: { ...q.visit, stayType: "CABIN" },
        products: { ...q.products, cabins: 1, tipis: 1 },
      }),
      "products",
      "one_lodging_type",
    ],
    [
      "lodging of another kind than the stay",
      (q) => ({ ...q, visit: { ...q.visit, stayType: "CABIN" }, products: { ...q.products, tipis: 1 } }),
      "products.tipis",
      "lodging_not_in_stay",
    ],
    [
      "13 persons in two cabins",
      (q) => ({
        ...q,
        visit: { ...q.visit, stayType: "CABIN", numberOfPersons: 13 },
        products: { ...q.products, cabins: 2 },
      }),
      "visit.numberOfPersons",
      "too_many_persons_for_lodging",
    ],
    [
      "more cabins than the park has",
      (q) => ({ ...q, visit: { ...q.visit, stayType: "CABIN" }, products: { ...q.products, cabins: 20 } }),
      "products.cabins",
      "too_many_units",
    ],
  ];

  it.each(BAD_UPDATES)(
    "refuses %s with 400 in both languages and changes nothing",
    async (_, change, path, key) => {
      const quote = await createQuote(t.app, CAMPING);
      const before = await storedQuote(t, quote.id);
      for (const language of ["es", "en"] as const) {
        const { status, body } = await updateQuote(t.app, change(quote), language);
        expect(status).toBe(400);
        expect(body).toMatchObject({ error: "validation_error" });
        expect((body as unknown as ErrorBody).fields).toContainEqual({
          path,
          message: fieldMessage(key, language),
        });
      }
      expect(await storedQuote(t, quote.id)).toEqual(before);
    },
  );

  it("refuses unpriceable dates and changes nothing", async () => {
    const quote = await createQuote(t.app, CAMPING);
    const before = await storedQuote(t, quote.id);
    const { status, body } = await updateQuote(t.app, {
      ...quote,
      visit: { ...quote.visit, arrivalDate: "2027-01-12", departureDate: "2027-01-15" },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "no_price", dates: ["2027-01-12", "2027-01-13"] });
    expect(await storedQuote(t, quote.id)).toEqual(before);
  });

  it("answers 404 for an unknown quote", async () => {
    const quote = await createQuote(t.app, CAMPING);
    const { status, body } = await send<ErrorBody>(t.app, "PUT", `/api/ecommerce/quotes/${randomUUID()}`, {
      token: await visitorToken(t.app),
      body: quote,
      language: "en",
    });
    expect(status).toBe(404);
    expect(body).toEqual({ error: "quote_not_found", message: "We could not find this quote" });
  });

  it("refuses to change a paid quote with the spec's message", async () => {
    const quote = await createQuote(t.app, CAMPING);
    await setQuoteStatus(t, quote.id, "PAID", new Date(PINNED_NOW));
    const before = await storedQuote(t, quote.id);
    const es = await updateQuote(t.app, { ...quote, visit: { ...quote.visit, numberOfPersons: 5 } });
    expect(es).toEqual({
      status: 409,
      body: { error: "quote_paid", message: "El pago de esta visita ya fue realizado previamente" },
    });
    const en = await updateQuote(t.app, quote, "en");
    expect((en.body as unknown as ErrorBody).message).toBe(
      "The payment for this visit has already been made",
    );
    expect(await storedQuote(t, quote.id)).toEqual(before);
    const paid = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`);
    expect(paid.body).toMatchObject({ status: "PAID", totalAmount: 780, pendingAmount: 0 });
  });
});

describe("the OpenAPI description", () => {
  it("documents every quote, reservation, capacity and rental call", async () => {
    const { body } = await send<{
      paths: Record<string, Record<string, { summary?: string; description?: string; responses?: object }>>;
    }>(t.app, "GET", "/api/docs/json");
    const routes: [string, string, string][] = [
      ["post", "/api/ecommerce/quotes/", "201"],
      ["get", "/api/ecommerce/quotes/{id}", "200"],
      ["put", "/api/ecommerce/quotes/{id}", "200"],
      ["get", "/api/ecommerce/quotes/code/{code}", "200"],
      ["get", "/api/ecommerce/quotes/{id}/summary", "200"],
      ["get", "/api/ecommerce/quotes/{id}/activities/summary", "200"],
      ["get", "/api/ecommerce/reservations/availables/", "200"],
      ["put", "/api/ecommerce/reservations/", "409"],
      ["get", "/api/ecommerce/reservations/valid/by-quote/{quoteId}", "200"],
      ["get", "/api/ecommerce/capacities/full", "200"],
      ["get", "/api/core/rentals/unavailable", "401"],
    ];
    for (const [method, path, status] of routes) {
      const operation = body.paths[path]?.[method];
      expect(operation?.summary, `${method} ${path}`).toEqual(expect.any(String));
      expect(operation?.description, `${method} ${path}`).toEqual(expect.any(String));
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toContain(status);
    }
  });
});

describe("looking quotes up by code", () => {
  it("is rate limited, so codes cannot be tried by the thousand", async () => {
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i++) {
      status = (await send(t.app, "GET", "/api/ecommerce/quotes/code/ABCDEFGHJK")).status;
    }
    expect(status).toBe(429);
    const { body } = await send<ErrorBody>(t.app, "GET", "/api/ecommerce/quotes/code/ABCDEFGHJK", {
      language: "en",
    });
    expect(body.error).toBe("too_many_requests");
  });
});
