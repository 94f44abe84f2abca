import { randomUUID } from "node:crypto";
import { HOLD_MINUTES, type Language } from "@park/domain/constants.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { admissionCapacityOverrides } from "../src/db/schema/admission-capacities.ts";
import { unitNights } from "../src/db/schema/unit-nights.ts";
import { AppError } from "../src/http/app-error.ts";
import { errorBody } from "../src/http/error-handler.ts";
import type { SaleService } from "../src/modules/ecommerce/sale/service.ts";
import esTexts from "../src/texts/es.json";
import { ids, t, token, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import {
  CABIN_ON_RED_DATES,
  createQuote,
  hold,
  quotesInStatus,
  saleServiceOf,
  send,
  storedQuote,
  updateQuote,
  type VisitInput,
} from "./helpers/ecommerce-test-app.ts";

useEcommerceFile();

let sale: SaleService;
beforeAll(() => {
  sale = saleServiceOf(t, t.time.clock);
});

/** Tuesday and Wednesday of the week after the pinned Sunday (22 November 2026), both priced. */
const CABIN = CABIN_ON_RED_DATES;

function visit(overrides: Partial<VisitInput>): VisitInput {
  return { ...CABIN, ...overrides };
}

/** The refusal of a sale as the API answers it, in both languages; fails when the call did not refuse. */
async function refusal(
  call: Promise<unknown>,
): Promise<Record<Language, ReturnType<typeof errorBody>> & { status: number }> {
  const error = await call.then(
    () => {
      throw new Error("the sale was not refused");
    },
    (err: unknown) => err,
  );
  if (!(error instanceof AppError)) throw error;
  return {
    status: error.statusCode,
    es: errorBody(error.code, "es", error.details),
    en: errorBody(error.code, "en", error.details),
  };
}

async function status(id: string): Promise<string | undefined> {
  return (await storedQuote(t, id))?.status;
}

async function unitNightsOf(id: string) {
  return t.db
    .select({ unitId: unitNights.unitId, night: unitNights.night, state: unitNights.state })
    .from(unitNights)
    .where(eq(unitNights.quoteId, id))
    .orderBy(unitNights.unitId, unitNights.night);
}

describe('000 §5: "Minimum lodging units = persons / 6 rounded up, at least 1"', () => {
  it("creates a lodging quote for 13 persons with 3 cabins, priced for 3", async () => {
    const quote = await createQuote(t.app, visit({ numberOfPersons: 13 }));
    expect(quote.products.cabins).toBe(3);
    expect(quote.items.find((i) => i.product.key === "cabin")?.quantity).toBe(3);
    expect(quote.saleIssues).toEqual([]);
  });
});

describe('000 §9: "Purchases at least 24 hours ahead"', () => {
  it("refuses an update to an arrival today, in both languages, and changes nothing", async () => {
    const quote = await createQuote(t.app, visit({}));
    const before = await storedQuote(t, quote.id);
    const today = { ...quote, visit: { ...quote.visit, arrivalDate: "2026-11-22" } };
    const en = await updateQuote(t.app, today, "en");
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      fields: [
        {
          path: "visit.arrivalDate",
          message:
            "Purchases must be made at least 24 hours before the arrival time: choose a later arrival.",
        },
      ],
    });
    const es = await updateQuote(t.app, today, "es");
    expect((es.body as unknown as { message: string }).message).toContain("24 horas de anticipación");
    expect(await storedQuote(t, quote.id)).toEqual(before);
  });

  it("counts the 24 hours to the arrival window's opening: tomorrow by day is refused at 10:00, by night sold", async () => {
    const quote = await createQuote(t.app, visit({}));
    const before = await storedQuote(t, quote.id);
    // 7:30 am on 23 November is 21.5 hours after the pinned 10:00.
    const tomorrow = { arrivalDate: "2026-11-23", departureDate: "2026-11-24" };
    const byDay = await updateQuote(t.app, { ...quote, visit: { ...quote.visit, ...tomorrow } }, "en");
    expect(byDay.status).toBe(400);
    expect(byDay.body).toMatchObject({ fields: [{ path: "visit.arrivalDate" }] });
    expect(await storedQuote(t, quote.id)).toEqual(before);
    // 6:00 pm on 23 November is 32 hours away.
    const night = { ...quote.visit, ...tomorrow, arrivalTime: "NIGHT" as const };
    const byNight = await updateQuote(t.app, { ...quote, visit: night }, "en");
    expect(byNight.status).toBe(200);
    expect(byNight.body.saleIssues).toEqual([]);
  });

  it("still shows a quote whose arrival is now less than 24 hours away, but it cannot be sold", async () => {
    // Bought at 10:00 for 6:00 pm tomorrow (32 hours ahead); at 7:00 pm today it is 23 hours away.
    const quote = await createQuote(
      t.app,
      visit({ arrivalDate: "2026-11-23", departureDate: "2026-11-24", arrivalTime: "NIGHT" }),
    );
    t.time.advanceMinutes(9 * 60);
    const { status: code, body } = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`);
    expect(code).toBe(200);
    expect(body.saleIssues).toEqual([{ code: "arrival_too_soon", message: esTexts.errors.arrival_too_soon }]);
    const refused = await refusal(sale.prepareSale(quote.id));
    expect(refused.status).toBe(400);
    expect(refused.en.message).toContain("at least 24 hours before the arrival time");
    expect(await status(quote.id)).toBe("OPEN");
  });
});

describe('000 §9: "day pass 7:30 am to 6:00 pm same day"', () => {
  it("refuses a day pass at night on update, in the request's language, and changes nothing", async () => {
    const quote = await createQuote(
      t.app,
      visit({ stayType: "DAY_PASS", departureDate: "2026-11-24", numberOfPersons: 2 }),
    );
    expect(quote.totalAmount).toBeGreaterThan(0);
    const before = await storedQuote(t, quote.id);
    const night = { ...quote, visit: { ...quote.visit, arrivalTime: "NIGHT" as const } };
    const en = await updateQuote(t.app, night, "en");
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      fields: [
        { path: "visit.arrivalTime", message: "A day pass is for day arrivals (7:30 am to 6:00 pm)." },
      ],
    });
    const es = await updateQuote(t.app, night, "es");
    expect((es.body as unknown as { message: string }).message).toContain(
      "El pase de día es para llegadas de día",
    );
    expect(await storedQuote(t, quote.id)).toEqual(before);
  });
});

describe('000 §4: Pay is disabled for "lodging with zero people ... no departure date, total 0 ... lodging count zero"', () => {
  it("reports lodging without persons and without units as sale issues, in the quote's language", async () => {
    const quote = await createQuote(t.app, visit({ numberOfPersons: 0 }), "en");
    expect(quote.saleIssues).toEqual([
      { code: "lodging_without_persons", message: "A visit with lodging needs at least one person." },
    ]);
    const { body } = await updateQuote(t.app, { ...quote, products: { ...quote.products, cabins: 0 } }, "en");
    expect(body.saleIssues.map((i) => i.code)).toEqual([
      "lodging_without_persons",
      "no_lodging_count",
      "zero_total",
    ]);
    const refused = await refusal(sale.prepareSale(quote.id));
    expect(refused.status).toBe(409);
    expect(refused.es).toEqual({
      error: "lodging_without_persons",
      message: "Una visita con hospedaje necesita al menos una persona.",
    });
    expect(await status(quote.id)).toBe("OPEN");
  });

  it("takes nobody counted as an update of a tipi quote, prices it and says why it cannot be sold (issue 30 item 5)", async () => {
    const quote = await createQuote(t.app, visit({ stayType: "TIPI", numberOfPersons: 3 }), "es");
    expect(quote.saleIssues).toEqual([]);
    const { status, body } = await updateQuote(
      t.app,
      { ...quote, visit: { ...quote.visit, numberOfPersons: 0 } },
      "es",
    );
    expect(status).toBe(200);
    // The server holds what the drawer shows: nobody, the tipi alone priced, and the reason, verbatim.
    expect(body.visit.numberOfPersons).toBe(0);
    expect(body.products.tipis).toBe(1);
    expect(body.items.map((item) => item.product.key)).toEqual(["tipi"]);
    expect(body.totalAmount).toBe(body.items[0]?.totalAmount);
    expect(body.saleIssues).toEqual([
      { code: "lodging_without_persons", message: "Una visita con hospedaje necesita al menos una persona." },
    ]);
    expect((await storedQuote(t, quote.id))?.numberOfPersons).toBe(0);
  });

  it("reports a visit with nothing to pay", async () => {
    const quote = await createQuote(t.app, visit({ stayType: "CAMPING_PASS", numberOfPersons: 0 }));
    expect(quote.totalAmount).toBe(0);
    expect(quote.saleIssues.map((i) => i.code)).toEqual(["no_persons", "zero_total"]);
    expect((await refusal(sale.prepareSale(quote.id))).en.error).toBe("no_persons");
  });
});

describe('000 §5: "Calendar days with no price, on the no-price list ... are disabled"', () => {
  it("refuses a range over a no-price date on create and update, naming the dates, and changes nothing", async () => {
    // 12 and 13 January 2027 are closed for the yearly maintenance of the water works.
    const closed = visit({ arrivalDate: "2027-01-11", departureDate: "2027-01-14" });
    const created = await send<{ message: string; dates: string[] }>(
      t.app,
      "POST",
      "/api/ecommerce/quotes/",
      {
        body: { visit: closed },
        language: "en",
        token,
      },
    );
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(
      "There are no prices for these dates: 2027-01-12, 2027-01-13. Please choose other dates.",
    );
    const quote = await createQuote(t.app, visit({}));
    const before = await storedQuote(t, quote.id);
    const updated = await updateQuote(t.app, {
      ...quote,
      visit: { ...quote.visit, arrivalDate: closed.arrivalDate, departureDate: closed.departureDate },
    });
    expect(updated.status).toBe(400);
    expect((updated.body as unknown as { message: string }).message).toBe(
      "No hay precios para estas fechas: 2027-01-12, 2027-01-13. Elige otras fechas.",
    );
    expect(await storedQuote(t, quote.id)).toEqual(before);
  });
});

describe('lodging counts against the free units of every night (000 §4 "unavailable stays")', () => {
  it("reports a count the nights cannot hold and refuses to sell it", async () => {
    // Another visitor holds five of the six tipis on the night of 1 December only.
    const other = await createQuote(
      t.app,
      visit({
        stayType: "TIPI",
        arrivalDate: "2026-12-01",
        departureDate: "2026-12-02",
        numberOfPersons: 30,
      }),
    );
    expect(other.products.tipis).toBe(5);
    expect(
      (
        await hold(
          t.app,
          token,
          other.id,
          ["T1", "T2", "T3", "T4", "T5"].map((n) => ids[n]!),
        )
      ).status,
    ).toBe(200);
    const two = await createQuote(
      t.app,
      visit({
        stayType: "TIPI",
        arrivalDate: "2026-11-30",
        departureDate: "2026-12-03",
        numberOfPersons: 12,
      }),
    );
    expect(two.products.tipis).toBe(2);
    expect(two.unavailableLodging).toEqual(["TIPI"]);
    expect(two.saleIssues.map((i) => i.code)).toEqual(["unavailable_lodging"]);
    const refused = await refusal(sale.prepareSale(two.id));
    expect(refused.status).toBe(409);
    expect(refused.en).toMatchObject({
      error: "can_not_save_reservation",
      message: "Some of the lodgings is not available",
    });
    expect(await status(two.id)).toBe("OPEN");
    // One tipi fits every night.
    const one = await updateQuote(t.app, {
      ...two,
      visit: { ...two.visit, numberOfPersons: 6 },
      products: { ...two.products, tipis: 1 },
    });
    expect(one.body.unavailableLodging).toEqual([]);
    expect(one.body.saleIssues).toEqual([]);
  });

  it("keeps chosen units whose new nights another quote has, reporting them lost everywhere", async () => {
    const quote = await createQuote(t.app, visit({ arrivalDate: "2026-12-07", departureDate: "2026-12-08" }));
    expect((await hold(t.app, token, quote.id, [ids.C7!])).status).toBe(200);
    const other = await createQuote(t.app, visit({ arrivalDate: "2026-12-08", departureDate: "2026-12-09" }));
    expect((await hold(t.app, token, other.id, [ids.C7!])).status).toBe(200);

    const { body } = await updateQuote(t.app, {
      ...quote,
      visit: { ...quote.visit, departureDate: "2026-12-09" },
    });
    expect(body.cabinNumbers).toEqual([{ id: ids.C7, number: "C7" }]);
    expect(body.unavailableLodging).toEqual(["CABIN"]);
    // All or nothing: the quote holds no night of C7 now, not even its first.
    expect(await unitNightsOf(quote.id)).toEqual([]);
    const lost = await send(t.app, "GET", `/api/ecommerce/reservations/valid/by-quote/${quote.id}`);
    expect(lost.body).toEqual({ cabins: ["C7"], tipis: [], lakeVillages: [], superiorCabins: [] });
    expect((await refusal(sale.prepareSale(quote.id))).es).toMatchObject({
      error: "can_not_save_reservation",
      unavailable: ["C7"],
    });
  });
});

describe("the sale's first step, release and completion", () => {
  it("holds the chosen units, marks the quote PAYMENT_PENDING, then PAID with the nights SOLD", async () => {
    const quote = await createQuote(t.app, visit({ arrivalDate: "2026-12-14", departureDate: "2026-12-16" }));
    expect((await hold(t.app, token, quote.id, [ids.C3!])).status).toBe(200);
    const pending = await sale.prepareSale(quote.id);
    expect(pending.status).toBe("PAYMENT_PENDING");
    expect(pending.cabinNumbers).toEqual([{ id: ids.C3, number: "C3" }]);
    // A quote being paid cannot change or be prepared twice.
    expect(
      (await updateQuote(t.app, { ...quote, visit: { ...quote.visit, numberOfPersons: 5 } })).status,
    ).toBe(409);
    expect((await refusal(sale.prepareSale(quote.id))).en.error).toBe("quote_payment_pending");

    const paid = await sale.completeSale(quote.id);
    expect(paid).toMatchObject({ status: "PAID", pendingAmount: 0 });
    expect(await unitNightsOf(quote.id)).toEqual([
      { unitId: Number(ids.C3), night: "2026-12-14", state: "SOLD" },
      { unitId: Number(ids.C3), night: "2026-12-15", state: "SOLD" },
    ]);
    expect((await refusal(sale.releaseSale(quote.id))).en.message).toBe(
      "The payment for this visit has already been made",
    );
  });

  it("completes a payment that outlasted the hold, unless another visitor took the unit meanwhile", async () => {
    const slow = await createQuote(t.app, visit({ arrivalDate: "2026-12-16", departureDate: "2026-12-17" }));
    expect((await hold(t.app, token, slow.id, [ids.C5!])).status).toBe(200);
    await sale.prepareSale(slow.id);
    t.time.advanceMinutes(HOLD_MINUTES + 5);
    expect((await sale.completeSale(slow.id)).status).toBe("PAID");
    expect((await unitNightsOf(slow.id)).map((n) => n.state)).toEqual(["SOLD"]);

    const lost = await createQuote(t.app, visit({ arrivalDate: "2026-12-17", departureDate: "2026-12-18" }));
    expect((await hold(t.app, token, lost.id, [ids.C6!])).status).toBe(200);
    await sale.prepareSale(lost.id);
    t.time.advanceMinutes(HOLD_MINUTES + 5);
    const taker = await createQuote(t.app, visit({ arrivalDate: "2026-12-17", departureDate: "2026-12-18" }));
    expect((await hold(t.app, token, taker.id, [ids.C6!])).status).toBe(200);
    const refused = await refusal(sale.completeSale(lost.id));
    expect(refused.status).toBe(409);
    expect(refused.en).toMatchObject({ error: "can_not_save_reservation", unavailable: ["C6"] });
    expect(await status(lost.id)).toBe("PAYMENT_PENDING");
  });

  it("assigns free units in the park's order when the visitor chose none", async () => {
    await hold(
      t.app,
      token,
      (await createQuote(t.app, visit({ arrivalDate: "2026-12-21", departureDate: "2026-12-22" }))).id,
      [ids.C1!],
    );
    const quote = await createQuote(
      t.app,
      visit({ arrivalDate: "2026-12-21", departureDate: "2026-12-23", numberOfPersons: 8 }),
    );
    const pending = await sale.prepareSale(quote.id);
    expect(pending.cabinNumbers.map((u) => u.number)).toEqual(["C2", "C3"]);
    expect((await unitNightsOf(quote.id)).map((n) => n.state)).toEqual(["HELD", "HELD", "HELD", "HELD"]);
  });

  it("goes back to OPEN when the payment is released, and can be prepared again", async () => {
    const quote = await createQuote(
      t.app,
      visit({ stayType: "CAMPING_PASS", arrivalDate: "2026-12-28", departureDate: "2026-12-29" }),
    );
    await sale.prepareSale(quote.id);
    expect((await sale.releaseSale(quote.id)).status).toBe("OPEN");
    expect((await refusal(sale.releaseSale(quote.id))).en).toEqual({
      error: "sale_not_started",
      message: "No payment of this visit is under way",
    });
    expect((await refusal(sale.completeSale(quote.id))).status).toBe(409);
    expect((await sale.prepareSale(quote.id)).status).toBe("PAYMENT_PENDING");
  });

  it("answers 404 in both languages for a quote that does not exist", async () => {
    const refused = await refusal(sale.prepareSale(randomUUID()));
    expect(refused.status).toBe(404);
    expect(refused.es.message).toBe("No encontramos esta cotización");
    expect(refused.en.message).toBe("We could not find this quote");
  });
});

describe('000 §8: "We have reached our authorized capacity limit for the Arrival Date(s) and Time(s)"', () => {
  it("refuses a sale beyond the NIGHT capacity of a night of the stay with the spec's message", async () => {
    await t.db
      .insert(admissionCapacityOverrides)
      .values({ date: "2027-01-20", arrivalTime: "NIGHT", persons: 5 });
    t.app.catalog.invalidate();
    const first = await createQuote(
      t.app,
      visit({
        stayType: "CAMPING_PASS",
        arrivalDate: "2027-01-19",
        departureDate: "2027-01-21",
        numberOfPersons: 3,
      }),
    );
    expect(first.saleIssues).toEqual([]);
    await sale.prepareSale(first.id);
    // A day arrival on the 20th sleeps the night of the 20th too.
    const second = await createQuote(
      t.app,
      visit({
        stayType: "CAMPING_PASS",
        arrivalDate: "2027-01-20",
        departureDate: "2027-01-21",
        numberOfPersons: 3,
      }),
      "en",
    );
    expect(second.saleIssues.map((i) => i.code)).toEqual(["capacity_full"]);
    const refused = await refusal(sale.prepareSale(second.id));
    expect(refused.status).toBe(409);
    expect(refused.en).toEqual({
      error: "capacity_full",
      message:
        "We have reached our authorized capacity limit for the Arrival Date(s) and Time(s) that you have selected. Therefore, this purchase cannot be processed.",
    });
    expect(refused.es.message).toMatch(/^Hemos alcanzado nuestro límite de capacidad autorizada/);
    expect(await status(second.id)).toBe("OPEN");
  });

  it("answers an update with the capacity of its new dates, and keeps the language when none is sent", async () => {
    await t.db
      .insert(admissionCapacityOverrides)
      .values({ date: "2027-02-10", arrivalTime: "NIGHT", persons: 5 });
    t.app.catalog.invalidate();
    const camping = { stayType: "CAMPING_PASS", arrivalTime: "NIGHT" } as const;
    const sold = await createQuote(
      t.app,
      visit({ ...camping, arrivalDate: "2027-02-10", departureDate: "2027-02-11", numberOfPersons: 3 }),
    );
    await sale.prepareSale(sold.id);
    const quote = await createQuote(
      t.app,
      visit({ ...camping, arrivalDate: "2027-02-12", departureDate: "2027-02-13", numberOfPersons: 3 }),
      "en",
    );
    expect(quote.saleIssues).toEqual([]);
    const moved = await updateQuote(t.app, {
      ...quote,
      visit: { ...quote.visit, arrivalDate: "2027-02-10", departureDate: "2027-02-11" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.saleIssues.map((i) => i.code)).toEqual(["capacity_full"]);
    const { language: _kept, ...withoutLanguage } = moved.body;
    const fewer = await send<QuoteDto>(t.app, "PUT", `/api/ecommerce/quotes/${quote.id}`, {
      body: { ...withoutLanguage, visit: { ...moved.body.visit, numberOfPersons: 2 } },
      token,
    });
    expect(fewer.status).toBe(200);
    expect(fewer.body.saleIssues).toEqual([]);
    expect(fewer.body.language).toBe("en");
    expect(fewer.body.items.map((i) => i.name)).toEqual(quote.items.map((i) => i.name));
    expect((await storedQuote(t, quote.id))?.language).toBe("en");
  });
});

describe("parallel sales", () => {
  it("sell exactly the last free units when 20 quotes race for them by count, not by map", async () => {
    const night = { arrivalDate: "2027-02-02", departureDate: "2027-02-04" };
    const taker = await createQuote(
      t.app,
      visit({ ...night, stayType: "LAKE_VILLAGE", numberOfPersons: 18 }),
    );
    expect(
      (
        await hold(
          t.app,
          token,
          taker.id,
          ["V1", "V2", "V3"].map((n) => ids[n]!),
        )
      ).status,
    ).toBe(200);
    const racers = await Promise.all(
      Array.from({ length: 20 }, () =>
        createQuote(t.app, visit({ ...night, stayType: "LAKE_VILLAGE", numberOfPersons: 2 })),
      ),
    );
    const results = await Promise.allSettled(racers.map((q) => sale.prepareSale(q.id)));
    const sold = results.filter((r) => r.status === "fulfilled");
    expect(sold).toHaveLength(2);
    for (const r of results) {
      if (r.status === "rejected") {
        expect(r.reason).toBeInstanceOf(AppError);
        expect((r.reason as AppError).code).toBe("can_not_save_reservation");
      }
    }
    const rows = await t.db
      .select({ unitId: unitNights.unitId, night: unitNights.night })
      .from(unitNights)
      .where(
        and(
          inArray(
            unitNights.quoteId,
            racers.map((q) => q.id),
          ),
        ),
      );
    // Two villages, two nights each, and never one unit-night twice.
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => `${r.unitId}/${r.night}`)).size).toBe(4);
    expect(await quotesInStatus(t.db, racers, "PAYMENT_PENDING")).toHaveLength(2);
  });

  it("never sell beyond the admission capacity, whatever the order they run in", async () => {
    await t.db
      .insert(admissionCapacityOverrides)
      .values({ date: "2027-02-09", arrivalTime: "NIGHT", persons: 10 });
    const racers = await Promise.all(
      Array.from({ length: 20 }, () =>
        createQuote(
          t.app,
          visit({
            stayType: "CAMPING_PASS",
            arrivalDate: "2027-02-09",
            departureDate: "2027-02-10",
            arrivalTime: "NIGHT",
            numberOfPersons: 3,
          }),
        ),
      ),
    );
    const results = await Promise.allSettled(racers.map((q) => sale.prepareSale(q.id)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    for (const r of results) {
      if (r.status === "rejected") expect((r.reason as AppError).code).toBe("capacity_full");
    }
    const pending = await quotesInStatus(t.db, racers, "PAYMENT_PENDING");
    expect(pending.reduce((sum, q) => sum + q.numberOfPersons, 0)).toBe(9);
  });
});
