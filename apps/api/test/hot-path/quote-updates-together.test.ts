import { EMPTY_PRODUCTS } from "@park/domain/pricing/product-counts.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quotes } from "../../src/db/schema/quotes.ts";
import { createQuoteUpdatesTogether } from "../../src/hot-path/quote-updates-together.ts";
import { t, useEcommerceFile } from "../helpers/ecommerce-file.ts";
import {
  CAMPING_ON_RED_DATES,
  createQuote,
  hold,
  newVisitorToken,
  storedQuote,
  unitIds,
  updateQuote,
  type VisitInput,
} from "../helpers/ecommerce-test-app.ts";
import { PINNED_NOW } from "../helpers/test-app.ts";

useEcommerceFile();

/**
 * PUT /quotes/{id} made by many visitors at the same moment: the updates that arrive while others are on
 * their way are written together in one statement (hot-path/quote-updates-together.ts). Each must come out as if it
 * had been written alone. On PGlite, or PostgreSQL with DATABASE_URL.
 */

const CAMPING = CAMPING_ON_RED_DATES;

const CABIN: VisitInput = { ...CAMPING, stayType: "CABIN" };

/** The hot path's update of a quote, as the service calls it, with `persons` in place of its persons. */
function updateArgs(quote: QuoteDto, visitorId: string, persons: number) {
  const { cabins, tipis, lakeVillages, superiorCabins } = quote.products;
  const lodging = { cabins, tipis, lakeVillages, superiorCabins };
  const { stayType, arrivalDate, departureDate, arrivalTime } = quote.visit;
  return {
    id: quote.id,
    visitorId,
    fields: {
      stayType,
      arrivalDate,
      departureDate,
      arrivalTime,
      numberOfPersons: persons,
      ...lodging,
      offer3x2: false,
    },
    products: { ...EMPTY_PRODUCTS, ...lodging },
    now: new Date(PINNED_NOW),
    capacityLimits: {
      DAY: { everyday: null, onDate: new Map() },
      NIGHT: { everyday: null, onDate: new Map() },
    },
  };
}

/** The visitor id (the token's `sub`) that owns quotes made with this token. */
async function ownerOf(quote: QuoteDto): Promise<string> {
  const row = await storedQuote(t, quote.id);
  if (!row?.visitorId) throw new Error("the quote has no owner");
  return row.visitorId;
}

describe("quote updates made at the same moment", () => {
  it("answers each visitor their own quote, priced for their own persons, and stores each", async () => {
    const visitors = await Promise.all(Array.from({ length: 12 }, () => newVisitorToken(t.app)));
    const made = await Promise.all(visitors.map((token) => createQuote(t.app, CAMPING, undefined, token)));
    const answers = await Promise.all(
      made.map((quote, i) =>
        updateQuote(
          t.app,
          { ...quote, visit: { ...quote.visit, numberOfPersons: i + 1 } },
          undefined,
          visitors[i],
        ),
      ),
    );
    for (const [i, { status, body }] of answers.entries()) {
      expect(status).toBe(200);
      expect(body.id).toBe(made[i]?.id);
      expect(body.visit.numberOfPersons).toBe(i + 1);
      // Day 150 and camping 120 a night for two nights, per person (RED dates).
      expect(body.totalAmount).toBe((i + 1) * 390);
      expect((await storedQuote(t, body.id))?.numberOfPersons).toBe(i + 1);
    }
  });

  it("writes the quotes of one statement each as asked, without leaving any to the transaction path", async () => {
    const updateTogether = createQuoteUpdatesTogether(t.db);
    const token = await newVisitorToken(t.app);
    const made = await Promise.all(
      Array.from({ length: 8 }, () => createQuote(t.app, CAMPING, undefined, token)),
    );
    const owner = await ownerOf(made[0] as QuoteDto);
    // Made in one go: the first two are on their way alone, the other six are written together.
    const results = await Promise.all(
      made.map((quote, i) => updateTogether(updateArgs(quote, owner, i + 2))),
    );
    for (const [i, result] of results.entries()) {
      expect(result.before).toEqual({ visitorId: owner, status: "OPEN" });
      expect(result.updated).toMatchObject({ id: made[i]?.id, numberOfPersons: i + 2, status: "OPEN" });
      expect(result.reads.capacity?.visits).toEqual([]);
    }
  });

  it("answers an unknown quote, another visitor's and one that cannot be written alone, and writes the rest", async () => {
    const updateTogether = createQuoteUpdatesTogether(t.db);
    const token = await newVisitorToken(t.app);
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => createQuote(t.app, CAMPING, undefined, token)),
    );
    const owner = await ownerOf(first as QuoteDto);
    const unknown = { ...(first as QuoteDto), id: "00000000-0000-4000-8000-000000000000" };
    const calls = [
      updateTogether(updateArgs(first as QuoteDto, owner, 3)),
      updateTogether(updateArgs(second as QuoteDto, owner, 3)),
      updateTogether(updateArgs(unknown, owner, 4)),
      updateTogether(updateArgs(second as QuoteDto, "someone-else", 5)),
      updateTogether(updateArgs(third as QuoteDto, owner, 6)),
    ];
    const [, , unknownResult, othersResult, thirdResult] = await Promise.all(calls);
    expect(unknownResult).toEqual({
      before: undefined,
      updated: null,
      reads: { takenPerNight: [], capacity: null },
      countHoldEnd: null,
    });
    expect(othersResult?.before).toEqual({ visitorId: owner, status: "OPEN" });
    expect(othersResult?.updated).toBeNull();
    expect(thirdResult?.updated).toMatchObject({ numberOfPersons: 6 });
    expect((await storedQuote(t, (second as QuoteDto).id))?.numberOfPersons).toBe(3);
  });

  it("fails only the call the database refuses; the others of its statement are written", async () => {
    const updateTogether = createQuoteUpdatesTogether(t.db);
    const token = await newVisitorToken(t.app);
    const made = await Promise.all([1, 2, 3, 4].map(() => createQuote(t.app, CAMPING, undefined, token)));
    const owner = await ownerOf(made[0] as QuoteDto);
    const tooMany = 2 ** 31; // beyond the integer column: the statement fails as a whole
    const results = await Promise.allSettled(
      made.map((quote, i) => updateTogether(updateArgs(quote, owner, i === 2 ? tooMany : 10 + i))),
    );
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    const stored = await Promise.all(made.map((quote) => storedQuote(t, quote.id)));
    expect(stored.map((row) => row?.numberOfPersons)).toEqual([10, 11, 2, 13]);
  });

  it("writes two updates of one quote sent at once one after the other: the later one stays", async () => {
    const token = await newVisitorToken(t.app);
    const quote = await createQuote(t.app, CAMPING, undefined, token);
    const others = await Promise.all([1, 2, 3].map(() => createQuote(t.app, CAMPING, undefined, token)));
    const sent = [
      ...others.map((other) => updateQuote(t.app, other, undefined, token)),
      updateQuote(t.app, { ...quote, visit: { ...quote.visit, numberOfPersons: 4 } }, undefined, token),
      updateQuote(t.app, { ...quote, visit: { ...quote.visit, numberOfPersons: 7 } }, undefined, token),
    ];
    const answers = await Promise.all(sent);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.at(-1)?.body.visit.numberOfPersons).toBe(7);
    expect((await storedQuote(t, quote.id))?.numberOfPersons).toBe(7);
  });

  it("reads each call's own lodging nights: a cabin another quote holds counts, a quote with units is left alone", async () => {
    const updateTogether = createQuoteUpdatesTogether(t.db);
    const token = await newVisitorToken(t.app);
    const [holder, asker, other] = await Promise.all(
      [CABIN, CABIN, CAMPING].map((visit) => createQuote(t.app, visit, undefined, token)),
    );
    const owner = await ownerOf(holder as QuoteDto);
    const { C1 } = await unitIds(t);
    expect((await hold(t.app, token, (holder as QuoteDto).id, [C1 as string])).status).toBe(200);
    const [, , holderResult, askerResult] = await Promise.all(
      [other, other, holder, asker].map((quote) => updateTogether(updateArgs(quote as QuoteDto, owner, 3))),
    );
    expect(holderResult?.updated).toBeNull();
    expect(askerResult?.updated).toMatchObject({ numberOfPersons: 3, cabins: 1 });
    expect(askerResult?.reads.takenPerNight).toEqual([
      { night: "2026-11-24", units: 1 },
      { night: "2026-11-25", units: 1 },
    ]);
  });
});

describe.runIf(process.env.DATABASE_URL)(
  "quote updates while a transaction holds a quote (PostgreSQL)",
  () => {
    it("leaves the held quote to the transaction path at once and writes the others of its statement", async () => {
      const updateTogether = createQuoteUpdatesTogether(t.db);
      const token = await newVisitorToken(t.app);
      const made = await Promise.all([1, 2, 3, 4].map(() => createQuote(t.app, CAMPING, undefined, token)));
      const owner = await ownerOf(made[0] as QuoteDto);
      const held = made[3] as QuoteDto;
      // A sale of the quote under way: its transaction holds the quote's row (as lockQuote does).
      await t.db.transaction(async (sale) => {
        await sale.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, held.id)).for("update");
        const results = await Promise.all(made.map((quote) => updateTogether(updateArgs(quote, owner, 5))));
        expect(results.map((r) => r.updated?.numberOfPersons ?? null)).toEqual([5, 5, 5, null]);
        expect(results[3]?.before).toEqual({ visitorId: owner, status: "OPEN" });
      });
    });
  },
);
