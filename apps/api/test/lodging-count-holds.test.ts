import { HOLD_MINUTES } from "@park/domain/constants.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lodgingCountHolds } from "../src/db/schema/lodging-count-holds.ts";
import { unitNights } from "../src/db/schema/unit-nights.ts";
import {
  createQuote,
  type ErrorBody,
  hold,
  send,
  storedQuote,
  updateQuote,
  type VisitInput,
} from "./helpers/ecommerce-test-app.ts";
import { ids, t, token, usePaymentFile } from "./helpers/payment-file.ts";
import { pay, paymentBody } from "./helpers/payment-test-app.ts";

usePaymentFile();

/*
 * Issue 30 item 3 (decision 0045): a quote's lodging count holds that many units of its kind on every
 * night of its stay, without naming them, so two carts never count on the same last unit. On PGlite the
 * transactions run one after another; with DATABASE_URL they overlap on PostgreSQL, where only the kind's
 * stock lock keeps two counts from taking the same units.
 */

const REFUSAL = {
  es: "Alguno de los hospedajes no está disponible",
  en: "Some of the lodgings is not available",
};

function villages(arrivalDate: string, departureDate: string, numberOfPersons = 4): VisitInput {
  return { arrivalDate, departureDate, numberOfPersons, arrivalTime: "DAY", stayType: "LAKE_VILLAGE" };
}

function withVillages(quote: QuoteDto, lakeVillages: number): QuoteDto {
  return { ...quote, products: { ...quote.products, lakeVillages } };
}

async function refresh(quote: QuoteDto): Promise<QuoteDto> {
  return (await send<QuoteDto>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}`)).body;
}

async function freeVillages(startDate: string, endDate: string, quoteId: string): Promise<string[]> {
  const { body } = await send<{ available: boolean; staying: { name: string } }[]>(
    t.app,
    "GET",
    `/api/ecommerce/reservations/availables/?startDate=${startDate}&endDate=${endDate}&stayType=LAKE_VILLAGE&quoteId=${quoteId}`,
    { token },
  );
  return body.filter((u) => u.available).map((u) => u.staying.name);
}

describe("a lodging count holds its units without naming them", () => {
  it("five lake villages in one cart by count are not offered to a second cart, which keeps what it had", async () => {
    const first = await createQuote(t.app, villages("2026-12-03", "2026-12-05", 10));
    const five = await updateQuote(t.app, withVillages(first, 5));
    expect(five.status).toBe(200);
    expect(five.body.lakeVillageNumbers).toEqual([]);
    expect(five.body.holdExpiresAt).not.toBeNull();

    // The second cart is made all the same, but holds nothing and says its lodging is not available.
    const second = await createQuote(t.app, villages("2026-12-04", "2026-12-06"));
    expect(second.saleIssues.map((issue) => issue.code)).toContain("unavailable_lodging");
    expect(await freeVillages("2026-12-04", "2026-12-06", second.id)).toEqual([]);
    // What step 1 of the drawer reads (issue 30 item 4): the night the first cart fills has no village.
    const full = await send<string[]>(
      t.app,
      "GET",
      "/api/core/rentals/unavailable?startDate=2026-12-04&endDate=2026-12-05&quantity=1&stayType=LAKE_VILLAGE",
      { token },
    );
    expect(full.body).toEqual(["2026-12-04"]);
    const map = await hold(t.app, token, second.id, [ids.V1!], "en");
    expect(map.status).toBe(409);

    // Changing its persons asks for no more lodging and is written; raising its count is refused.
    expect(
      (await updateQuote(t.app, { ...second, visit: { ...second.visit, numberOfPersons: 3 } })).status,
    ).toBe(200);
    for (const language of ["es", "en"] as const) {
      const raised = await updateQuote(t.app, withVillages(await refresh(second), 2), language);
      expect(raised.status).toBe(409);
      expect(raised.body as unknown as ErrorBody).toMatchObject({
        error: "can_not_save_reservation",
        message: REFUSAL[language],
      });
    }
    expect((await storedQuote(t, second.id))?.lakeVillages).toBe(1);

    // The first cart lowers its count (on the update's one statement): one village is free again.
    const four = await updateQuote(t.app, withVillages(five.body, 4));
    expect(four.status).toBe(200);
    const again = await updateQuote(t.app, withVillages(await refresh(second), 1));
    expect(again.status).toBe(200);
    expect(again.body.saleIssues.map((issue) => issue.code)).not.toContain("unavailable_lodging");
    expect((await updateQuote(t.app, withVillages(again.body, 2))).status).toBe(409);
  });

  it("the count expires with the map's holds unless renewed, and then the units are free again", async () => {
    const first = await createQuote(t.app, villages("2026-12-08", "2026-12-09", 10));
    const five = (await updateQuote(t.app, withVillages(first, 5))).body;
    const second = await createQuote(t.app, villages("2026-12-08", "2026-12-09"));

    t.advanceMinutes(HOLD_MINUTES - 2);
    const renewed = await send<QuoteDto>(t.app, "POST", "/api/ecommerce/reservations/renew", {
      body: { quoteId: five.id },
      token,
    });
    expect(renewed.status).toBe(200);
    expect(Date.parse(renewed.body.holdExpiresAt!)).toBeGreaterThan(Date.parse(five.holdExpiresAt!));
    t.advanceMinutes(HOLD_MINUTES - 2);
    expect((await updateQuote(t.app, withVillages(await refresh(second), 1))).status).toBe(200);
    expect((await refresh(second)).saleIssues.map((issue) => issue.code)).toContain("unavailable_lodging");

    t.advanceMinutes(3);
    const taken = await updateQuote(t.app, withVillages(await refresh(second), 1));
    expect(taken.status).toBe(200);
    expect(taken.body.saleIssues.map((issue) => issue.code)).not.toContain("unavailable_lodging");
    expect(taken.body.holdExpiresAt).not.toBeNull();
  });

  it("the payment assigns the units the count holds, and a unit blocked by the office is not in the stock", async () => {
    // The office blocked village V1 on the 11th: four villages are left that night.
    await t.db.insert(unitNights).values({
      unitId: Number(ids.V1),
      night: "2026-12-11",
      state: "BLOCKED",
      blockReason: "Mantenimiento",
    });
    const quote = await createQuote(t.app, villages("2026-12-10", "2026-12-12", 10));
    expect((await updateQuote(t.app, withVillages(quote, 5))).status).toBe(409);
    const four = await updateQuote(t.app, withVillages(quote, 4));
    expect(four.status).toBe(200);
    const other = await createQuote(t.app, villages("2026-12-11", "2026-12-12"));
    expect(other.saleIssues.map((issue) => issue.code)).toContain("unavailable_lodging");

    const paid = await pay(t.app, paymentBody(await refresh(four.body)));
    expect(paid.status).toBe(200);
    expect(paid.body.quote.status).toBe("PAID");
    expect(paid.body.quote.lakeVillageNumbers.map((u) => u.number)).not.toContain("V1");
    expect(paid.body.quote.lakeVillageNumbers).toHaveLength(4);
    // The named units hold the count now; nothing is left held without a name.
    expect(
      await t.db.select().from(lodgingCountHolds).where(eq(lodgingCountHolds.quoteId, quote.id)),
    ).toEqual([]);
    expect((await pay(t.app, paymentBody(other))).body).toMatchObject({ error: "can_not_save_reservation" });
  });
});

describe("carts raising their counts at the same moment", () => {
  it("exactly as many as the stock holds succeed; the others keep what they had", async () => {
    // Eight camping quotes become lake village quotes of two units each at once: five villages hold two.
    const camping = { ...villages("2026-12-15", "2026-12-17"), stayType: "CAMPING_PASS" as const };
    const contenders: QuoteDto[] = [];
    for (let i = 0; i < 8; i++) contenders.push(await createQuote(t.app, camping));
    const answers = await Promise.all(
      contenders.map((quote) =>
        updateQuote(t.app, {
          ...withVillages(quote, 2),
          visit: { ...quote.visit, stayType: "LAKE_VILLAGE" },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409, 409, 409, 409]);
    const stored = await Promise.all(contenders.map((quote) => storedQuote(t, quote.id)));
    expect(stored.filter((row) => row?.stayType === "LAKE_VILLAGE").map((row) => row?.lakeVillages)).toEqual([
      2, 2,
    ]);
    expect(stored.filter((row) => row?.stayType === "CAMPING_PASS")).toHaveLength(6);

    // The last village goes to one of many carts asking for it at once.
    const last = await Promise.all(
      contenders
        .filter((_, i) => answers[i]!.status === 409)
        .map((quote) =>
          updateQuote(t.app, {
            ...withVillages(quote, 1),
            visit: { ...quote.visit, stayType: "LAKE_VILLAGE" },
          }),
        ),
    );
    expect(last.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });
});
