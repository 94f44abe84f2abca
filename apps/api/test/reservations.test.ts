import { randomUUID } from "node:crypto";
import { HOLD_MINUTES } from "@park/domain/constants.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unitNights } from "../src/db/schema/unit-nights.ts";
import { entryOf, textsOf } from "../src/texts/texts.ts";
import { ids, t, token, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import {
  createQuote,
  type ErrorBody,
  hold,
  send,
  setQuoteStatus,
  updateQuote,
  type VisitInput,
} from "./helpers/ecommerce-test-app.ts";
import { PINNED_NOW } from "./helpers/test-app.ts";

useEcommerceFile();

/** Every test uses its own week or its own units, so holds of one test never meet those of another. */
function cabinVisit(arrivalDate: string, departureDate: string, persons = 4): VisitInput {
  return { arrivalDate, departureDate, numberOfPersons: persons, arrivalTime: "DAY", stayType: "CABIN" };
}

type Available = { available: boolean; staying: { id: string; name: string } };

async function availables(query: string): Promise<Available[]> {
  const { status, body } = await send<Available[]>(
    t.app,
    "GET",
    `/api/ecommerce/reservations/availables/?${query}`,
    { token },
  );
  expect(status).toBe(200);
  return body;
}

async function freeCabins(startDate: string, endDate: string, quoteId?: string): Promise<string[]> {
  const query = `startDate=${startDate}&endDate=${endDate}&stayType=CABIN${quoteId ? `&quoteId=${quoteId}` : ""}`;
  return (await availables(query)).filter((s) => s.available).map((s) => s.staying.name);
}

async function holdsOf(quoteId: string) {
  const rows = await t.db.select().from(unitNights).where(eq(unitNights.quoteId, quoteId));
  const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return rows.map((r) => `${names[String(r.unitId)]} ${r.night}`).sort();
}

async function withCabins(
  quote: QuoteDto,
  cabins: number,
  persons = quote.visit.numberOfPersons,
): Promise<QuoteDto> {
  const { status, body } = await updateQuote(t.app, {
    ...quote,
    visit: { ...quote.visit, numberOfPersons: persons },
    products: { ...quote.products, cabins },
  });
  expect(status).toBe(200);
  return body;
}

describe("GET (secure) /api/ecommerce/reservations/availables/", () => {
  it("lists every unit in the park's order, all free on an empty night", async () => {
    const stays = await availables("startDate=2026-12-01&endDate=2026-12-02");
    expect(stays.map((s) => s.staying.name)).toEqual([
      ...Array.from({ length: 19 }, (_, i) => `C${i + 1}`),
      "T1",
      "T2",
      "T3",
      "T4",
      "T5",
      "T6",
      "V1",
      "V2",
      "V3",
      "V4",
      "V5",
      "A",
      "B",
      "C",
      "D",
      "E",
      "F",
      "G",
    ]);
    expect(stays.every((s) => s.available)).toBe(true);
    expect(stays[0]?.staying.id).toBe(ids.C1);
  });

  it("lists only the units of a lodging stay type, and none for a stay without lodging", async () => {
    const tipis = await availables("startDate=2026-12-01&endDate=2026-12-02&stayType=TIPI");
    expect(tipis.map((s) => s.staying.name)).toEqual(["T1", "T2", "T3", "T4", "T5", "T6"]);
    expect(await availables("startDate=2026-12-01&endDate=2026-12-02&stayType=DAY_PASS")).toEqual([]);
  });

  it("needs a visitor token", async () => {
    const { status, body } = await send<ErrorBody>(
      t.app,
      "GET",
      "/api/ecommerce/reservations/availables/?startDate=2026-12-01&endDate=2026-12-02",
    );
    expect(status).toBe(401);
    expect(body.error).toBe("unauthorized");
  });

  it("refuses a reversed range and a quoteId that is no id", async () => {
    const reversed = await send<ErrorBody>(
      t.app,
      "GET",
      "/api/ecommerce/reservations/availables/?startDate=2026-12-03&endDate=2026-12-01",
      { token, language: "en" },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual([
      { path: "endDate", message: "The end date cannot be before the start date" },
    ]);
    const badId = await send<ErrorBody>(
      t.app,
      "GET",
      "/api/ecommerce/reservations/availables/?startDate=2026-12-01&endDate=2026-12-02&quoteId=1",
      { token },
    );
    expect(badId.status).toBe(400);
    expect(badId.body.fields).toEqual([{ path: "quoteId", message: "Identificador no válido." }]);
  });
});

describe("PUT (secure) /api/ecommerce/reservations/", () => {
  it("holds the chosen unit on every night of the quote for HOLD_MINUTES", async () => {
    const quote = await createQuote(t.app, cabinVisit("2026-11-24", "2026-11-26"));
    const { status, body } = await hold(t.app, token, quote.id, [ids.C3!]);
    expect(status).toBe(200);
    expect(body.cabinNumbers).toEqual([{ id: ids.C3, number: "C3" }]);
    expect(body.holdExpiresAt).toBe(
      new Date(new Date(PINNED_NOW).getTime() + HOLD_MINUTES * 60_000).toISOString(),
    );
    expect(body.totalAmount).toBe(quote.totalAmount);
    expect(await holdsOf(quote.id)).toEqual(["C3 2026-11-24", "C3 2026-11-25"]);

    expect(await freeCabins("2026-11-24", "2026-11-26")).not.toContain("C3");
    // The departure day's night is not the quote's.
    expect(await freeCabins("2026-11-26", "2026-11-27")).toContain("C3");
    // Units held by the asking quote count as available for it.
    expect(await freeCabins("2026-11-24", "2026-11-26", quote.id)).toContain("C3");
  });

  it("does not let a second quote hold a held unit-night, and answers which units", async () => {
    const first = await createQuote(t.app, cabinVisit("2026-12-01", "2026-12-03"));
    expect((await hold(t.app, token, first.id, [ids.C4!])).status).toBe(200);
    const second = await createQuote(t.app, cabinVisit("2026-12-02", "2026-12-04"));
    const es = await hold(t.app, token, second.id, [ids.C4!]);
    expect(es).toEqual({
      status: 409,
      body: {
        error: "can_not_save_reservation",
        message: "Alguno de los hospedajes no está disponible",
        unavailable: ["C4"],
      },
    });
    const en = await hold(t.app, token, second.id, [ids.C4!], "en");
    expect((en.body as unknown as ErrorBody).message).toBe("Some of the lodgings is not available");
    expect(await holdsOf(second.id)).toEqual([]);
    expect(await holdsOf(first.id)).toEqual(["C4 2026-12-01", "C4 2026-12-02"]);

    // Nights that do not meet are no conflict: 3 and 4 December.
    const later = await createQuote(t.app, cabinVisit("2026-12-03", "2026-12-05"));
    expect((await hold(t.app, token, later.id, [ids.C4!])).status).toBe(200);
  });

  it("holds all or nothing", async () => {
    const first = await createQuote(t.app, cabinVisit("2026-12-08", "2026-12-09"));
    await hold(t.app, token, first.id, [ids.C6!]);
    const second = await withCabins(await createQuote(t.app, cabinVisit("2026-12-08", "2026-12-09")), 2);
    const { status, body } = await hold(t.app, token, second.id, [ids.C5!, ids.C6!]);
    expect(status).toBe(409);
    expect((body as unknown as ErrorBody).unavailable).toEqual(["C6"]);
    expect(await holdsOf(second.id)).toEqual([]);
    expect(await freeCabins("2026-12-08", "2026-12-09")).toContain("C5");
  });

  it("frees a unit whose hold expired, and reports it lost to the quote that had it", async () => {
    const first = await createQuote(t.app, cabinVisit("2026-12-15", "2026-12-17"));
    await hold(t.app, token, first.id, [ids.C7!]);
    const second = await createQuote(t.app, cabinVisit("2026-12-16", "2026-12-17"));
    expect((await hold(t.app, token, second.id, [ids.C7!])).status).toBe(409);

    t.time.advanceMinutes(HOLD_MINUTES - 1);
    expect((await hold(t.app, token, second.id, [ids.C7!])).status).toBe(409);
    const noLoss = await send(t.app, "GET", `/api/ecommerce/reservations/valid/by-quote/${first.id}`);
    expect(noLoss.body).toEqual({ cabins: [], tipis: [], lakeVillages: [], superiorCabins: [] });

    t.time.advanceMinutes(1);
    expect(await freeCabins("2026-12-15", "2026-12-17")).toContain("C7");
    const taken = await hold(t.app, token, second.id, [ids.C7!]);
    expect(taken.status).toBe(200);

    const lost = await send(t.app, "GET", `/api/ecommerce/reservations/valid/by-quote/${first.id}`);
    expect(lost).toEqual({
      status: 200,
      body: { cabins: ["C7"], tipis: [], lakeVillages: [], superiorCabins: [] },
    });
    const firstNow = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${first.id}`);
    expect(firstNow.body.cabinNumbers).toEqual([{ id: ids.C7, number: "C7" }]);
    expect(firstNow.body.unavailableLodging).toEqual(["CABIN"]);
    expect(firstNow.body.holdExpiresAt).toBeNull();
    expect((await hold(t.app, token, first.id, [ids.C7!])).status).toBe(409);
    const secondNow = await send(t.app, "GET", `/api/ecommerce/reservations/valid/by-quote/${second.id}`);
    expect(secondNow.body).toEqual({ cabins: [], tipis: [], lakeVillages: [], superiorCabins: [] });
  });

  it("renews the hold when the visitor saves again", async () => {
    const quote = await createQuote(t.app, cabinVisit("2026-12-22", "2026-12-23"));
    await hold(t.app, token, quote.id, [ids.C8!]);
    t.time.advanceMinutes(15);
    const again = await hold(t.app, token, quote.id, [ids.C8!]);
    expect(again.body.holdExpiresAt).toBe(
      new Date(new Date(PINNED_NOW).getTime() + (15 + HOLD_MINUTES) * 60_000).toISOString(),
    );
    t.time.advanceMinutes(10);
    const other = await createQuote(t.app, cabinVisit("2026-12-22", "2026-12-23"));
    expect((await hold(t.app, token, other.id, [ids.C8!])).status).toBe(409);
  });

  it("releases the quote's other units when it holds new ones, and all of them for []", async () => {
    const quote = await createQuote(t.app, cabinVisit("2027-01-04", "2027-01-06"));
    await hold(t.app, token, quote.id, [ids.C9!]);
    const moved = await hold(t.app, token, quote.id, [ids.C10!]);
    expect(moved.body.cabinNumbers).toEqual([{ id: ids.C10, number: "C10" }]);
    expect(await holdsOf(quote.id)).toEqual(["C10 2027-01-04", "C10 2027-01-05"]);
    expect(await freeCabins("2027-01-04", "2027-01-06")).toContain("C9");

    const cleared = await hold(t.app, token, quote.id, []);
    expect(cleared.status).toBe(200);
    expect(cleared.body.cabinNumbers).toEqual([]);
    expect(await holdsOf(quote.id)).toEqual([]);
    // Its count of one cabin is still held, without a named unit (decision 0045), so the hold still ends.
    expect(cleared.body.holdExpiresAt).toBe(moved.body.holdExpiresAt);
  });

  const BAD_CHOICES: [string, () => Promise<{ quote: QuoteDto; stayIds: string[] }>, string, string][] = [
    [
      "an unknown unit id",
      async () => ({
        quote: await createQuote(t.app, cabinVisit("2027-01-18", "2027-01-19")),
        stayIds: ["9999"],
      }),
      "stayIds.0",
      "unknown_unit",
    ],
    [
      "a tipi for a cabin quote",
      async () => ({
        quote: await createQuote(t.app, cabinVisit("2027-01-18", "2027-01-19")),
        stayIds: [ids.T1!],
      }),
      "stayIds.0",
      "unit_of_other_kind",
    ],
    [
      "two units for a quote of one",
      async () => ({
        quote: await createQuote(t.app, cabinVisit("2027-01-18", "2027-01-19")),
        stayIds: [ids.C11!, ids.C12!],
      }),
      "stayIds",
      "too_many_units_chosen",
    ],
    [
      "a unit for a quote without lodging",
      async () => ({
        quote: await createQuote(t.app, {
          ...cabinVisit("2027-01-18", "2027-01-19"),
          stayType: "CAMPING_PASS",
        }),
        stayIds: [ids.C11!],
      }),
      "stayIds",
      "no_lodging_in_quote",
    ],
    [
      "the same unit twice",
      async () => ({
        quote: await withCabins(await createQuote(t.app, cabinVisit("2027-01-18", "2027-01-19")), 2),
        stayIds: [ids.C11!, ids.C11!],
      }),
      "stayIds.1",
      "duplicate_unit",
    ],
  ];

  it.each(BAD_CHOICES)(
    "refuses %s with 400 in both languages and holds nothing",
    async (_, arrange, path, key) => {
      const { quote, stayIds } = await arrange();
      for (const language of ["es", "en"] as const) {
        const { status, body } = await hold(t.app, token, quote.id, stayIds, language);
        expect(status).toBe(400);
        expect(body).toMatchObject({ error: "validation_error" });
        expect((body as unknown as ErrorBody).fields).toContainEqual({
          path,
          message: entryOf(textsOf(language).fields, key),
        });
      }
      expect(await holdsOf(quote.id)).toEqual([]);
    },
  );

  it("keeps the earlier hold when a bad choice is refused", async () => {
    const quote = await createQuote(t.app, cabinVisit("2027-01-25", "2027-01-26"));
    await hold(t.app, token, quote.id, [ids.C13!]);
    expect((await hold(t.app, token, quote.id, [ids.T2!])).status).toBe(400);
    expect(await holdsOf(quote.id)).toEqual(["C13 2027-01-25"]);
  });

  it("answers 404 for an unknown quote and 401 without a token", async () => {
    const unknown = await hold(t.app, token, randomUUID(), [ids.C1!], "en");
    expect(unknown).toEqual({
      status: 404,
      body: { error: "quote_not_found", message: "We could not find this quote" },
    });
    const anonymous = await send(t.app, "PUT", "/api/ecommerce/reservations/", {
      body: { quoteId: randomUUID(), stayIds: [] },
    });
    expect(anonymous.status).toBe(401);
  });

  it("refuses to change the units of a paid quote", async () => {
    const quote = await createQuote(t.app, cabinVisit("2027-02-01", "2027-02-02"));
    await setQuoteStatus(t, quote.id, "PAID", new Date(PINNED_NOW));
    const { status, body } = await hold(t.app, token, quote.id, [ids.C14!]);
    expect(status).toBe(409);
    expect((body as unknown as ErrorBody).error).toBe("quote_paid");
  });
});

describe("changing a quote releases the holds that no longer fit", () => {
  it("releases every unit when the lodging kind changes", async () => {
    const quote = await createQuote(t.app, cabinVisit("2027-02-08", "2027-02-10"));
    await hold(t.app, token, quote.id, [ids.C15!]);
    const { body } = await updateQuote(t.app, {
      ...quote,
      visit: { ...quote.visit, stayType: "TIPI" },
      products: { ...quote.products, cabins: 0, tipis: 1 },
    });
    expect(body.cabinNumbers).toEqual([]);
    expect(await holdsOf(quote.id)).toEqual([]);
    expect(await freeCabins("2027-02-08", "2027-02-10")).toContain("C15");
  });

  it("keeps the first chosen units when the count drops", async () => {
    const quote = await withCabins(await createQuote(t.app, cabinVisit("2027-02-15", "2027-02-16")), 2, 8);
    await hold(t.app, token, quote.id, [ids.C16!, ids.C17!]);
    const { body } = await updateQuote(t.app, {
      ...quote,
      visit: { ...quote.visit, numberOfPersons: 4 },
      products: { ...quote.products, cabins: 1 },
    });
    expect(body.cabinNumbers).toEqual([{ id: ids.C16, number: "C16" }]);
    expect(await holdsOf(quote.id)).toEqual(["C16 2027-02-15"]);
  });

  it("re-holds the same units on the new nights and releases the nights the new dates leave out", async () => {
    const quote = await createQuote(t.app, cabinVisit("2027-02-22", "2027-02-24"));
    await hold(t.app, token, quote.id, [ids.C18!]);
    const { body } = await updateQuote(t.app, {
      ...quote,
      visit: { ...quote.visit, arrivalDate: "2027-02-23", departureDate: "2027-02-25" },
    });
    expect(body.cabinNumbers).toEqual([{ id: ids.C18, number: "C18" }]);
    expect(await holdsOf(quote.id)).toEqual(["C18 2027-02-23", "C18 2027-02-24"]);
    const other = await createQuote(t.app, cabinVisit("2027-02-22", "2027-02-23"));
    expect((await hold(t.app, token, other.id, [ids.C18!])).status).toBe(200);
    // Saving again keeps both nights.
    const again = await hold(t.app, token, quote.id, [ids.C18!]);
    expect(again.status).toBe(200);
    expect(await holdsOf(quote.id)).toEqual(["C18 2027-02-23", "C18 2027-02-24"]);
  });
});

describe("GET /api/ecommerce/reservations/valid/by-quote/{quoteId}", () => {
  it("answers 404 for an unknown quote", async () => {
    const { status, body } = await send<ErrorBody>(
      t.app,
      "GET",
      `/api/ecommerce/reservations/valid/by-quote/${randomUUID()}`,
    );
    expect(status).toBe(404);
    expect(body.error).toBe("quote_not_found");
  });
});
