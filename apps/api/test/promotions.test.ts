import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { promotions } from "../src/db/schema/promotions.ts";
import { quotePromotions } from "../src/db/schema/quote-promotions.ts";
import { quotes } from "../src/db/schema/quotes.ts";
import {
  appliedPromotionOf,
  dropPromotionInTx,
  recheckPromotionInTx,
} from "../src/modules/ecommerce/promotions/applied-promotion.ts";
import { CODE_GUESS_LIMITS } from "../src/modules/ecommerce/promotions/code-guess-limit.ts";
import { t, token, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import {
  campingInDecember,
  createQuote,
  type ErrorBody,
  newVisitorToken,
  setQuoteStatus,
  storedQuote,
  updateQuote,
} from "./helpers/ecommerce-test-app.ts";
import { PINNED_NOW } from "./helpers/test-app.ts";

useEcommerceFile();

/*
 * The special-code calls of 000 §7 on the real app and database (PGlite, or PostgreSQL with
 * DATABASE_URL). The seed, run on Sunday 22 November 2026 (the test clock), has ESCAPADA (any day
 * arrival from 15 November 2026 to 21 January 2027, $150 a day or night) and LUNALAGO (the fixed night
 * weekend of 5 to 7 February 2027). The tests add an ended code and one covering 4 people per cabin.
 */

beforeAll(async () => {
  const common = { promotionType: "SPECIAL", arrivalTime: "DAY", datesValidityOnly: true } as const;
  await t.db.insert(promotions).values([
    {
      ...common,
      code: "OCTUBRE1",
      startDate: "2026-10-01",
      endDate: "2026-10-31",
      pricePerDay: 10_000,
      pricePerNight: 10_000,
      maxLodgeCapacity: 6,
    },
    {
      ...common,
      code: "CUATRO_4",
      startDate: "2026-12-01",
      endDate: "2026-12-31",
      pricePerDay: 20_000,
      pricePerNight: 20_000,
      maxLodgeCapacity: 4,
    },
  ]);
});

const CAMPING = campingInDecember(10, { departureDate: "2026-12-12" });

type Request = {
  token?: string | undefined;
  language?: string;
  remoteAddress?: string;
};

async function call<T>(
  app: FastifyInstance,
  method: "POST" | "DELETE",
  url: string,
  options: Request = {},
): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (options.language) headers["accept-language"] = options.language;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
}

function apply<T = QuoteDto>(code: string, quoteId: string, options: Request = {}) {
  return call<T>(t.app, "POST", `/api/ecommerce/promotions/apply/${code}?quoteId=${quoteId}`, {
    token,
    ...options,
  });
}

function cancel<T = QuoteDto>(promotionId: string, quoteId: string, options: Request = {}) {
  return call<T>(t.app, "DELETE", `/api/ecommerce/promotions/apply/${promotionId}?quoteId=${quoteId}`, {
    token,
    ...options,
  });
}

async function appliedCode(quoteId: string): Promise<string | null> {
  return (await appliedPromotionOf(quoteId, t.db))?.code ?? null;
}

type MoveVisit = ErrorBody & {
  visit: { arrivalDate: string; departureDate: string; arrivalTime: "DAY" | "NIGHT" };
  promotion: { id: string; startDate: string; endDate: string };
  totals: { before: number; after: number };
};

describe("GET /api/core/promotions/specials-available-today", () => {
  it("lists the promotions a visit bought today can use, without their codes", async () => {
    const response = await t.app.inject({ url: "/api/core/promotions/specials-available-today" });
    expect(response.statusCode).toBe(200);
    const list = response.json<Record<string, unknown>[]>();
    // OCTUBRE1 ended; ESCAPADA, CUATRO_4 and LUNALAGO can still be used.
    expect(list.map((p) => [p.startDate, p.endDate, p.arrivalTime, p.pricePerNight])).toEqual([
      ["2026-11-15", "2027-01-21", "DAY", 150],
      ["2026-12-01", "2026-12-31", "DAY", 200],
      ["2027-02-05", "2027-02-07", "NIGHT", 120],
    ]);
    expect(list[0]).toMatchObject({ promotionType: "SPECIAL", datesValidityOnly: true, maxLodgeCapacity: 6 });
    for (const promotion of list) expect(promotion).not.toHaveProperty("code");
    expect(response.body).not.toMatch(/ESCAPADA|LUNALAGO/);
  });
});

describe("POST /api/ecommerce/promotions/apply/{code}", () => {
  it("applies a code whose dates and arrival time match the visit, in any case", async () => {
    for (const code of ["ESCAPADA", "escapada", "EsCaPaDa"]) {
      const quote = await createQuote(t.app, CAMPING);
      const { status, body } = await apply(code, quote.id);
      expect(status).toBe(200);
      expect(body.id).toBe(quote.id);
      expect(body.promotion).toMatchObject({ code: "ESCAPADA", pricePerDay: 150, pricePerNight: 150 });
      expect(await appliedCode(quote.id)).toBe("ESCAPADA");
    }
  });

  it("refuses an empty code with the spec's message, in both languages, changing nothing", async () => {
    const quote = await createQuote(t.app, CAMPING);
    for (const path of ["", "%20%20"]) {
      const en = await apply<ErrorBody>(path, quote.id, { language: "en" });
      expect(en.status).toBe(400);
      expect(en.body).toMatchObject({ error: "code_required", message: "Please, enter a code" });
      const es = await apply<ErrorBody>(path, quote.id, { language: "es" });
      expect(es.body.message).toBe("Por favor, ingresa un código");
    }
    expect(await appliedCode(quote.id)).toBeNull();
  });

  it("refuses codes with symbols or of the wrong length as invalid, changing nothing", async () => {
    const quote = await createQuote(t.app, CAMPING);
    const before = await storedQuote(t, quote.id);
    for (const code of ["ESCA-ADA", "ESCAP%24DA", "ESCAPAD", "ESCAPADAS", "ESC%20PADA"]) {
      const { status, body } = await apply<ErrorBody>(code, quote.id, { language: "en" });
      expect(status, code).toBe(400);
      expect(body).toMatchObject({ error: "code_invalid", message: "The code is invalid" });
    }
    const es = await apply<ErrorBody>("ESCA-ADA", quote.id, { language: "es" });
    expect(es.body.message).toBe("El código no es válido");
    expect(await appliedCode(quote.id)).toBeNull();
    expect(await storedQuote(t, quote.id)).toEqual(before);
  });

  it("answers 404 with the spec's message for a code no promotion has", async () => {
    const quote = await createQuote(t.app, CAMPING);
    const en = await apply<ErrorBody>("NOEXISTE", quote.id, { language: "en" });
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({ error: "code_not_found", message: "The code doesn't exist" });
    const es = await apply<ErrorBody>("noexiste", quote.id, { language: "es" });
    expect(es.body.message).toBe("El código no existe");
    expect(await appliedCode(quote.id)).toBeNull();
  });

  it("refuses an ended promotion as invalid", async () => {
    const quote = await createQuote(t.app, CAMPING);
    const { status, body } = await apply<ErrorBody>("octubre1", quote.id, { language: "en" });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "code_invalid", message: "The code is invalid" });
    expect(await appliedCode(quote.id)).toBeNull();
  });

  it("proposes the visit a code outside the visit's dates needs; once moved there, the code applies", async () => {
    // ESCAPADA's dates with $50 a day or night: it saves on the RED days it moves a visit to.
    await t.db.insert(promotions).values({
      code: "INVIERNO",
      promotionType: "SPECIAL",
      arrivalTime: "DAY",
      datesValidityOnly: true,
      startDate: "2026-11-15",
      endDate: "2027-01-21",
      pricePerDay: 5_000,
      pricePerNight: 5_000,
      maxLodgeCapacity: 6,
    });
    // A BLACK weekend after the promotion's dates: moved into them with the code, it costs less.
    const quote = await createQuote(t.app, {
      ...CAMPING,
      arrivalDate: "2027-01-30",
      departureDate: "2027-02-01",
    });
    const before = await storedQuote(t, quote.id);
    t.time.advanceMinutes(1); // so a write would show in updatedAt
    const { status, body } = await apply<MoveVisit>("INVIERNO", quote.id, { language: "en" });
    t.time.reset();
    expect(status).toBe(409);
    expect(body.error).toBe("promotion_moves_visit");
    expect(body.message).toMatch(/other dates or another arrival time/);
    // The first day arrival that can still be bought, keeping the two nights: at 10:00 tomorrow's 7:30 am
    // is 21.5 hours away (000 §9, decision 0005), so the day after.
    expect(body.visit).toEqual({
      arrivalDate: "2026-11-24",
      departureDate: "2026-11-26",
      arrivalTime: "DAY",
    });
    expect(body.promotion).toMatchObject({ startDate: "2026-11-15", endDate: "2027-01-21" });
    // The modal shows the total before and after; the move with the code must lower it.
    expect(body.totals.after).toBeLessThan(body.totals.before);
    expect(body.totals.before).toBe(quote.totalAmount);
    expect(await appliedCode(quote.id)).toBeNull();
    expect(await storedQuote(t, quote.id)).toEqual(before);

    const moved = await updateQuote(t.app, { ...quote, visit: { ...quote.visit, ...body.visit } });
    expect(moved.status).toBe(200);
    const applied = await apply("INVIERNO", quote.id);
    expect(applied.status).toBe(200);
    expect(applied.body.promotion?.code).toBe("INVIERNO");
  });

  it("never makes a visit dearer: a code that would not lower the visit's total is refused, moved or not", async () => {
    // The visit: camping on the yellow dates 7 to 10 December, 2 people, arriving at night. ESCAPADA
    // is for day arrivals; moving there adds a day pass each, and $150 a night saves nothing on yellow days.
    const night = await createQuote(t.app, {
      ...CAMPING,
      arrivalDate: "2026-12-07",
      departureDate: "2026-12-10",
      arrivalTime: "NIGHT",
    });
    const before = await storedQuote(t, night.id);
    for (const language of ["es", "en"] as const) {
      const { status, body } = await apply<ErrorBody>("ESCAPADA", night.id, { language });
      expect(status).toBe(409);
      expect(body).toEqual({
        error: "promotion_no_saving",
        message:
          language === "es"
            ? "Este código no baja el precio de tu visita, por eso no se aplicó."
            : "This code does not lower the price of your visit, so it was not applied.",
      });
    }
    expect(await storedQuote(t, night.id)).toEqual(before);
    expect(await appliedCode(night.id)).toBeNull();

    // Arriving by day on those dates the code applies as the visit stands, but still saves nothing.
    const day = await createQuote(t.app, {
      ...CAMPING,
      arrivalDate: "2026-12-07",
      departureDate: "2026-12-10",
    });
    const refused = await apply<ErrorBody>("ESCAPADA", day.id, { language: "en" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("promotion_no_saving");
    expect(await appliedCode(day.id)).toBeNull();
  });

  it("moves a day visit to a night promotion's fixed dates and arrival time", async () => {
    const quote = await createQuote(t.app, CAMPING);
    const { status, body } = await apply<MoveVisit>("LUNALAGO", quote.id);
    expect(status).toBe(409);
    expect(body.visit).toEqual({
      arrivalDate: "2027-02-05",
      departureDate: "2027-02-07",
      arrivalTime: "NIGHT",
    });
  });

  it("applies a code to a lodging visit within the promotion's people per unit, and refuses beyond", async () => {
    const cabin = await createQuote(t.app, { ...CAMPING, stayType: "CABIN", numberOfPersons: 6 });
    expect(cabin.products.cabins).toBe(1);
    const escapada = await apply("ESCAPADA", cabin.id);
    expect(escapada.status).toBe(200);
    expect(escapada.body.promotion?.code).toBe("ESCAPADA");

    const full = await createQuote(t.app, { ...CAMPING, stayType: "CABIN", numberOfPersons: 6 });
    const { status, body } = await apply<ErrorBody>("CUATRO_4", full.id, { language: "en" });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: "promotion_lodge_capacity",
      message: "This code covers at most 4 people per lodging unit.",
    });
    expect(await appliedCode(full.id)).toBeNull();
  });

  it("refuses a code while the 3x2 offer is on (they exclude each other)", async () => {
    const quote = await createQuote(t.app, { ...CAMPING, departureDate: "2026-12-13" });
    const offered = await updateQuote(t.app, { ...quote, offer3x2: true });
    expect(offered.body.offer3x2).toBe(true);
    const { status, body } = await apply<ErrorBody>("ESCAPADA", quote.id, { language: "en" });
    expect(status).toBe(409);
    expect(body.error).toBe("promotion_with_3x2");
    expect(body.message).toMatch(/3x2/);
    expect(await appliedCode(quote.id)).toBeNull();
  });

  it("is the quote owner's only: 401 without a token, 403 for another visitor, nothing changed", async () => {
    const quote = await createQuote(t.app, CAMPING);
    expect((await apply<ErrorBody>("ESCAPADA", quote.id, { token: undefined })).status).toBe(401);
    const other = await apply<ErrorBody>("ESCAPADA", quote.id, { token: await newVisitorToken(t.app) });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe("quote_not_yours");
    expect(await appliedCode(quote.id)).toBeNull();
  });

  it("replaces the quote's promotion with the new code's", async () => {
    // Arriving by day on a BLACK Friday: both codes lower the day pass.
    const quote = await createQuote(t.app, {
      ...CAMPING,
      arrivalDate: "2026-12-11",
      departureDate: "2026-12-13",
    });
    await apply("ESCAPADA", quote.id);
    const { status, body } = await apply("cuatro_4", quote.id);
    expect(status).toBe(200);
    expect(body.promotion).toMatchObject({ code: "CUATRO_4", pricePerNight: 200 });
    expect(
      await t.db.select().from(quotePromotions).where(eq(quotePromotions.quoteId, quote.id)),
    ).toHaveLength(1);
  });

  it("refuses a quote being paid or paid (409), changing nothing", async () => {
    const quote = await createQuote(t.app, CAMPING);
    await setQuoteStatus(t, quote.id, "PAID", new Date());
    const { status, body } = await apply<ErrorBody>("ESCAPADA", quote.id, { language: "en" });
    expect(status).toBe(409);
    expect(body.error).toBe("quote_paid");
    expect(await appliedCode(quote.id)).toBeNull();
  });

  it("answers 404 quote_not_found for an unknown quote and 400 for a quoteId that is not one", async () => {
    expect((await apply<ErrorBody>("ESCAPADA", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await apply<ErrorBody>("ESCAPADA", "nope")).status).toBe(400);
  });
});

describe("DELETE /api/ecommerce/promotions/apply/{promotionId}", () => {
  it("cancels the quote's promotion for its owner only", async () => {
    const quote = await createQuote(t.app, CAMPING);
    const applied = await apply("ESCAPADA", quote.id);
    const promotionId = applied.body.promotion?.id ?? "";

    expect((await cancel<ErrorBody>(promotionId, quote.id, { token: undefined })).status).toBe(401);
    const other = await cancel<ErrorBody>(promotionId, quote.id, { token: await newVisitorToken(t.app) });
    expect(other.status).toBe(403);
    expect(await appliedCode(quote.id)).toBe("ESCAPADA");

    const { status, body } = await cancel(promotionId, quote.id);
    expect(status).toBe(200);
    expect(body.promotion).toBeNull();
    expect(await t.db.select().from(quotePromotions).where(eq(quotePromotions.quoteId, quote.id))).toEqual(
      [],
    );

    const again = await cancel<ErrorBody>(promotionId, quote.id, { language: "en" });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("promotion_not_applied");
  });
});

describe("the sale's re-check (recheckPromotionInTx)", () => {
  it("says APPLIES while the visit matches, and why not once the visit moved or the promotion ended", async () => {
    const quote = await createQuote(t.app, CAMPING);
    expect(await recheckPromotionInTx(t.db, (await storedQuote(t, quote.id))!, new Date(PINNED_NOW))).toEqual(
      {
        promotion: null,
        reason: null,
      },
    );
    await apply("ESCAPADA", quote.id);
    // Inside a transaction, as the sale calls it (the record is read first: PGlite has one connection).
    const check = async () => {
      const record = (await storedQuote(t, quote.id))!;
      return t.db.transaction((tx) => recheckPromotionInTx(tx, record, new Date(PINNED_NOW)));
    };
    expect(await check()).toMatchObject({ promotion: { code: "ESCAPADA" }, reason: "APPLIES" });

    // The quote update drops the promotion with new dates; a visit moved under it (written directly here)
    // is what the re-check must still catch.
    await t.db
      .update(quotes)
      .set({ arrivalDate: "2027-01-25", departureDate: "2027-01-27" })
      .where(eq(quotes.id, quote.id));
    expect((await check()).reason).toBe("MOVE_VISIT");
    // What the quote update calls when the visit moves: the promotion is gone, and only once.
    expect(await t.db.transaction((tx) => dropPromotionInTx(tx, quote.id))).toBe(true);
    expect(await appliedCode(quote.id)).toBeNull();
    expect(await t.db.transaction((tx) => dropPromotionInTx(tx, quote.id))).toBe(false);
  });

  it("says ENDED once the promotion's last date has passed", async () => {
    const quote = await createQuote(t.app, CAMPING);
    await apply("ESCAPADA", quote.id);
    // After its last date nobody can use it any more.
    expect(
      (
        await recheckPromotionInTx(
          t.db,
          (await storedQuote(t, quote.id))!,
          new Date("2027-01-21T10:00:00-08:00"),
        )
      ).reason,
    ).toBe("ENDED");
  });
});

describe("guessing codes", () => {
  it(`allows ${CODE_GUESS_LIMITS.perVisitor} unknown codes per visitor, then answers 429 in both languages`, async () => {
    const guesser = await newVisitorToken(t.app);
    const quote = await createQuote(t.app, CAMPING, undefined, guesser);
    const options = { token: guesser, remoteAddress: "203.0.113.7" };
    // A real code, malformed ones and refusals are not guesses.
    expect((await apply("ESCAPADA", quote.id, options)).status).toBe(200);
    expect((await apply("BAD-CODE", quote.id, options)).status).toBe(400);
    for (let i = 0; i < CODE_GUESS_LIMITS.perVisitor; i++) {
      expect((await apply(`GUESS${String(i).padStart(3, "0")}`, quote.id, options)).status).toBe(404);
    }
    const en = await apply<ErrorBody>("GUESS999", quote.id, { ...options, language: "en" });
    expect(en.status).toBe(429);
    expect(en.body).toMatchObject({
      error: "too_many_code_attempts",
      message: expect.stringMatching(/Too many code attempts/),
    });
    expect(Number(en.headers["retry-after"])).toBeGreaterThan(0);
    const es = await apply<ErrorBody>("ESCAPADA", quote.id, { ...options, language: "es" });
    expect(es.status).toBe(429);
    expect(es.body.message).toMatch(/Demasiados intentos con códigos/);

    // Another visitor at another address is not held back.
    expect((await apply<ErrorBody>("GUESS999", (await createQuote(t.app, CAMPING)).id)).status).toBe(404);
  });

  it(`allows ${CODE_GUESS_LIMITS.perAddress} unknown codes per address, whatever the visitor tokens`, async () => {
    const remoteAddress = "198.51.100.20";
    let guesses = 0;
    while (guesses < CODE_GUESS_LIMITS.perAddress) {
      const visitor = await newVisitorToken(t.app);
      const quote = await createQuote(t.app, CAMPING, undefined, visitor);
      for (let i = 0; i < CODE_GUESS_LIMITS.perVisitor - 1 && guesses < CODE_GUESS_LIMITS.perAddress; i++) {
        expect(
          (
            await apply(`ADDR${String(guesses).padStart(4, "0")}`, quote.id, {
              token: visitor,
              remoteAddress,
            })
          ).status,
        ).toBe(404);
        guesses++;
      }
    }
    const fresh = await newVisitorToken(t.app);
    const quote = await createQuote(t.app, CAMPING, undefined, fresh);
    const { status, body } = await apply<ErrorBody>("ADDR9999", quote.id, { token: fresh, remoteAddress });
    expect(status).toBe(429);
    expect(body.error).toBe("too_many_code_attempts");
  });
});

describe("the OpenAPI description", () => {
  it("documents the promotion calls, applying and cancelling as secure with their 401 and 403", async () => {
    type Operation = {
      security?: object[];
      responses?: Record<string, unknown>;
      summary?: string;
      parameters?: { in: string; name: string; description?: string }[];
    };
    const spec = (await t.app.inject("/api/docs/json")).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(spec.paths["/api/core/promotions/specials-available-today"]?.get?.summary).toEqual(
      expect.any(String),
    );
    // OpenAPI names a path segment once: the spec's {code} (apply) and {promotionId} (cancel) are both
    // {promotion} in the document, each saying which of the spec's it is.
    const path = "/api/ecommerce/promotions/apply/{promotion}";
    const calls: [string, string, string[]][] = [
      ["post", "{code}", ["200", "400", "401", "403", "404", "409", "429"]],
      ["delete", "{promotionId}", ["200", "401", "403", "404"]],
    ];
    for (const [method, specName, statuses] of calls) {
      const operation = spec.paths[path]?.[method];
      expect(operation?.security, method).toEqual([{ visitorToken: [] }]);
      for (const status of statuses) expect(operation?.responses, method).toHaveProperty(status);
      const segment = operation?.parameters?.find((p) => p.in === "path");
      expect(segment?.name, method).toBe("promotion");
      expect(segment?.description, method).toContain(specName);
    }
  });
});
