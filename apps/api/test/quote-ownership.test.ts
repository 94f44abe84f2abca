import { randomUUID } from "node:crypto";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { quotes } from "../src/db/schema/quotes.ts";
import { unitNights } from "../src/db/schema/unit-nights.ts";
import { ids, token as owner, t, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import {
  createQuote,
  type ErrorBody,
  hold,
  newVisitorToken,
  send,
  setQuoteStatus,
  storedQuote,
  updateQuote,
  type VisitInput,
} from "./helpers/ecommerce-test-app.ts";
import { PINNED_NOW } from "./helpers/test-app.ts";

useEcommerceFile();

// Issue 7 §3: "every write to a quote (PUT quote, reservations, ...) requires that same token, else 401
// (none) or 403 (another visitor's), changing nothing. Reads by id and by code stay open."

let stranger: string;
beforeAll(async () => {
  stranger = await newVisitorToken(t.app);
});

const CABIN: VisitInput = {
  arrivalDate: "2026-12-07",
  departureDate: "2026-12-09",
  numberOfPersons: 4,
  arrivalTime: "DAY",
  stayType: "CABIN",
};

const NOT_YOURS = {
  es: {
    error: "quote_not_yours",
    message: "Esta cotización se hizo en otro navegador; solo desde ese navegador se puede cambiar",
  },
  en: {
    error: "quote_not_yours",
    message: "This quote was made in another browser; it can only be changed from that browser",
  },
};

async function quoteCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(quotes);
  return row?.n ?? 0;
}

async function visitorIdOf(token: string): Promise<string> {
  const { body } = await send<{ visitorId: string }>(t.app, "GET", "/auth/visitor/session", { token });
  return body.visitorId;
}

function heldNights(quoteId: string) {
  return t.db.select().from(unitNights).where(eq(unitNights.quoteId, quoteId));
}

describe("POST /api/ecommerce/quotes/ (secure)", () => {
  it("answers 401 without a valid token and creates nothing", async () => {
    const before = await quoteCount();
    const anonymous = await send<ErrorBody>(t.app, "POST", "/api/ecommerce/quotes/", {
      body: { visit: CABIN },
      language: "en",
    });
    expect(anonymous).toEqual({
      status: 401,
      body: {
        error: "unauthorized",
        message: "Your session is not valid or has expired; please reload the page",
      },
    });
    const forged = await send(t.app, "POST", "/api/ecommerce/quotes/", {
      body: { visit: CABIN },
      token: `${owner.slice(0, -4)}AAAA`,
    });
    expect(forged.status).toBe(401);
    expect(await quoteCount()).toBe(before);
  });

  it("binds the quote to the token's visitor without telling readers who that is", async () => {
    const quote = await createQuote(t.app, CABIN, undefined, owner);
    const visitorId = await visitorIdOf(owner);
    expect((await storedQuote(t, quote.id))?.visitorId).toBe(visitorId);

    const byId = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`);
    const byCode = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/code/${quote.code}`);
    for (const read of [byId, byCode]) {
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).not.toContain(visitorId);
      expect(Object.keys(read.body)).not.toContain("visitorId");
    }
  });
});

describe("PUT /api/ecommerce/quotes/{id} by its owner only", () => {
  it("answers 401 without a token and changes nothing", async () => {
    const quote = await createQuote(t.app, CABIN);
    const before = await storedQuote(t, quote.id);
    const { status } = await send(t.app, "PUT", `/api/ecommerce/quotes/${quote.id}`, {
      body: { ...quote, visit: { ...quote.visit, numberOfPersons: 6 } },
    });
    expect(status).toBe(401);
    expect(await storedQuote(t, quote.id)).toEqual(before);
  });

  it("answers 403 quote_not_yours to another visitor, in their language, and changes nothing", async () => {
    const quote = await createQuote(t.app, CABIN);
    const before = await storedQuote(t, quote.id);
    const changed = { ...quote, visit: { ...quote.visit, numberOfPersons: 6 }, offer3x2: true };
    const es = await updateQuote(t.app, changed, undefined, stranger);
    expect(es).toEqual({ status: 403, body: NOT_YOURS.es });
    const en = await updateQuote(t.app, changed, "en", stranger);
    expect(en).toEqual({ status: 403, body: NOT_YOURS.en });

    expect(await storedQuote(t, quote.id)).toEqual(before);
    const after = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`);
    expect(after.body).toEqual(quote);
  });

  it("refuses another visitor before looking at what they sent", async () => {
    const quote = await createQuote(t.app, CABIN);
    const past = {
      ...quote,
      visit: { ...quote.visit, arrivalDate: "2026-11-01", departureDate: "2026-11-02" },
    };
    expect(await updateQuote(t.app, past, "en", stranger)).toEqual({ status: 403, body: NOT_YOURS.en });
  });

  it("answers 404 for an unknown quote whoever asks, and 403 before 409 for a paid one", async () => {
    const quote = await createQuote(t.app, CABIN);
    const unknown = await updateQuote(t.app, { ...quote, id: randomUUID() }, "en", stranger);
    expect(unknown.status).toBe(404);
    expect((unknown.body as unknown as ErrorBody).error).toBe("quote_not_found");

    await setQuoteStatus(t, quote.id, "PAID", new Date(PINNED_NOW));
    expect((await updateQuote(t.app, quote, "en", stranger)).body).toEqual(NOT_YOURS.en);
    expect((await updateQuote(t.app, quote, "en", owner)).status).toBe(409);
  });

  it("lets the owner change it", async () => {
    const quote = await createQuote(t.app, CABIN);
    const { status, body } = await updateQuote(t.app, {
      ...quote,
      visit: { ...quote.visit, numberOfPersons: 5 },
    });
    expect(status).toBe(200);
    expect(body.visit.numberOfPersons).toBe(5);
  });

  it("treats a quote stored before quotes had owners as nobody's", async () => {
    const quote = await createQuote(t.app, CABIN);
    await t.db.update(quotes).set({ visitorId: null }).where(eq(quotes.id, quote.id));
    expect(await updateQuote(t.app, quote, "en", owner)).toEqual({ status: 403, body: NOT_YOURS.en });
  });
});

describe("PUT /api/ecommerce/reservations/ by the quote's owner only", () => {
  it("answers 403 to another visitor and holds nothing; the owner holds", async () => {
    const quote = await createQuote(t.app, {
      ...CABIN,
      arrivalDate: "2026-12-14",
      departureDate: "2026-12-15",
    });
    const refused = await hold(t.app, stranger, quote.id, [ids.C2!], "en");
    expect(refused).toEqual({ status: 403, body: NOT_YOURS.en });
    expect(await heldNights(quote.id)).toEqual([]);
    const after = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`);
    expect(after.body).toEqual(quote);

    const held = await hold(t.app, owner, quote.id, [ids.C2!]);
    expect(held.status).toBe(200);
    expect(held.body.cabinNumbers).toEqual([{ id: ids.C2, number: "C2" }]);
  });

  it("does not let another visitor release the owner's holds", async () => {
    const quote = await createQuote(t.app, {
      ...CABIN,
      arrivalDate: "2026-12-21",
      departureDate: "2026-12-22",
    });
    expect((await hold(t.app, owner, quote.id, [ids.C3!])).status).toBe(200);
    expect((await hold(t.app, stranger, quote.id, [])).status).toBe(403);
    expect((await heldNights(quote.id)).map((row) => row.night)).toEqual(["2026-12-21"]);
  });
});

describe("a renewed token keeps the visitor's quotes", () => {
  it("changes the quote with the token renewed after the old one expired", async () => {
    const quote = await createQuote(t.app, CABIN, undefined, owner);
    t.time.advanceMinutes(3 * 60);
    expect((await updateQuote(t.app, quote, undefined, owner)).status).toBe(401);
    const renewal = await send<{ token: string }>(t.app, "POST", "/auth/visitor/renew", { token: owner });
    expect(renewal.status).toBe(200);
    const changed = { ...quote, visit: { ...quote.visit, numberOfPersons: 6 } };
    const { status, body } = await updateQuote(t.app, changed, undefined, renewal.body.token);
    expect(status).toBe(200);
    expect(body.visit.numberOfPersons).toBe(6);
  });
});

describe("the OpenAPI description", () => {
  it("marks every write to a quote as secure, with its 401 and 403", async () => {
    type Operation = { security?: object[]; responses?: Record<string, unknown> };
    const { body } = await send<{ paths: Record<string, Record<string, Operation>> }>(
      t.app,
      "GET",
      "/api/docs/json",
    );
    const writes: [string, string, string[]][] = [
      ["post", "/api/ecommerce/quotes/", ["401"]],
      ["put", "/api/ecommerce/quotes/{id}", ["401", "403", "404"]],
      ["put", "/api/ecommerce/reservations/", ["401", "403", "404"]],
      ["post", "/api/ecommerce/reservations/renew", ["200", "401", "403", "404"]],
      ["post", "/auth/visitor/renew", ["200", "401", "429"]],
    ];
    for (const [method, path, statuses] of writes) {
      const operation = body.paths[path]?.[method];
      expect(operation?.security, `${method} ${path}`).toEqual([{ visitorToken: [] }]);
      for (const status of statuses) expect(operation?.responses, `${method} ${path}`).toHaveProperty(status);
    }
  });
});
