import { readFileSync } from "node:fs";
import { join } from "node:path";
import type {
  DateChange,
  DateChangeOffer,
  DateChangePaymentResult,
} from "@park/domain/date-change/date-change-schemas.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dateChanges } from "../src/db/schema/date-changes.ts";
import { quotes } from "../src/db/schema/quotes.ts";
import { unitNights } from "../src/db/schema/unit-nights.ts";
import {
  activitySlotId,
  bookActivity,
  campingInDecember,
  createQuote,
  type ErrorBody,
  newVisitorToken,
  send,
  updateQuote,
  visitorToken,
} from "./helpers/ecommerce-test-app.ts";
import { t, usePaymentFile } from "./helpers/payment-file.ts";
import {
  answerChallenge,
  bought,
  outboxRows,
  pay,
  paymentBody,
  sandboxIntents,
} from "./helpers/payment-test-app.ts";

usePaymentFile();

function dates(day: number) {
  return {
    arrivalDate: `2026-12-${String(day).padStart(2, "0")}`,
    departureDate: `2026-12-${String(day + 1).padStart(2, "0")}`,
  };
}

async function offer(quoteId: string, body: unknown, options: { token?: string; language?: string } = {}) {
  return send<DateChangeOffer & ErrorBody>(
    t.app,
    "POST",
    `/api/ecommerce/quotes/${quoteId}/date-change/offer`,
    {
      body,
      language: options.language,
      token: options.token ?? (await visitorToken(t.app)),
    },
  );
}

async function start(quoteId: string, body: unknown, options: { token?: string; language?: string } = {}) {
  return send<DateChange & ErrorBody>(t.app, "POST", `/api/ecommerce/quotes/${quoteId}/date-changes`, {
    body,
    language: options.language,
    token: options.token ?? (await visitorToken(t.app)),
  });
}

async function payDifference(changeId: string, body: Record<string, unknown>) {
  return send<DateChangePaymentResult & ErrorBody>(
    t.app,
    "POST",
    `/api/ecommerce/date-changes/${changeId}/payment`,
    {
      body: { currency: "MXN", exchangeRate: 1, ...body },
      token: await visitorToken(t.app),
    },
  );
}

/** An e-mail of the outbox folder with its quoted-printable parts decoded, as the visitor reads it. */
function readableMail(file: string): string {
  const raw = readFileSync(join(t.config.dataDir, "outbox", file), "latin1").replaceAll("=\n", "");
  return Buffer.from(
    raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

async function byCode(code: string) {
  return (await send<QuoteDto>(t.app, "GET", `/api/ecommerce/payment/quotes/code/${code}`)).body;
}

async function changesOf(quoteId: string) {
  return t.db.select().from(dateChanges).where(eq(dateChanges.quoteId, quoteId));
}

async function storedQuote(quoteId: string) {
  const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
  return row!;
}

describe("a dearer move (001 §9: a higher price is paid as the difference)", () => {
  it("charges exactly the difference through the sandbox, keeps the code and sends one new confirmation", async () => {
    const quote = await bought(t.app, campingInDecember(2)); // Wednesday: 406
    expect(quote.totalAmount).toBe(406);
    const priced = await offer(quote.id, dates(12)); // Saturday: 900
    expect(priced.status).toBe(200);
    expect(priced.body).toEqual({
      ...dates(12),
      fromTotal: 406,
      newTotal: 900,
      difference: 494,
      notRefunded: 0,
    });

    const held = await start(quote.id, { ...dates(12), difference: 494 });
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({ status: "HELD", difference: 494, code: quote.code });
    // Nothing moved yet: the visit keeps its dates until the difference is paid.
    expect((await byCode(quote.code)).visit.arrivalDate).toBe("2026-12-02");

    const paid = await payDifference(held.body.id, { paymentMethodId: "pm_card_visa", difference: 494 });
    expect(paid.status).toBe(200);
    expect(paid.body.paymentInfo.status).toBe("succeeded");
    expect(paid.body.dateChange.status).toBe("APPLIED");

    const charges = sandboxIntents(t, quote.id).filter(
      (intent) => intent.metadata.dateChange === held.body.id,
    );
    expect(charges.map((intent) => [intent.amount, intent.amount_received, intent.status])).toEqual([
      [49_400, 49_400, "succeeded"],
    ]);
    const moved = await byCode(quote.code);
    expect(moved.code).toBe(quote.code);
    expect(moved.status).toBe("PAID");
    expect(moved.visit).toMatchObject(dates(12));
    expect(moved.totalAmount).toBe(900);

    // A double post answers from the first charge, and the reconciler finds nothing to do.
    const again = await payDifference(held.body.id, { paymentMethodId: "pm_card_visa", difference: 494 });
    expect(again.body.paymentInfo.status).toBe("succeeded");
    await t.app.reconcileCharges();
    expect(sandboxIntents(t, quote.id).filter((i) => i.metadata.dateChange === held.body.id)).toHaveLength(1);
    await t.app.confirmationMail.drain();
    const mails = await outboxRows(t, quote.id);
    expect(mails.map((row) => [row.requestKey, row.status])).toEqual(
      expect.arrayContaining([
        [null, "SENT"],
        [`date_change:${held.body.id}`, "SENT"],
      ]),
    );
    expect(mails).toHaveLength(2);
    // The new e-mail is the confirmation as the visit is now: the new date, the same code.
    const changeMail = mails.find((row) => row.requestKey !== null);
    const text = readableMail(`${changeMail?.id}.eml`);
    expect(text).toContain("Sábado, 12 de diciembre de 2026");
    expect(text).not.toContain("Miércoles, 2 de diciembre");
    expect(text).toContain(quote.code);
  });

  it("authenticates the card (3-D Secure) before the visit moves", async () => {
    const quote = await bought(t.app, campingInDecember(3));
    const held = await start(quote.id, { ...dates(19), difference: 494 });
    const first = await payDifference(held.body.id, {
      paymentMethodId: "pm_card_authenticationRequired",
      difference: 494,
    });
    expect(first.body.paymentInfo.status).toBe("requires_action");
    expect(first.body.dateChange.status).toBe("REQUIRES_ACTION");
    expect((await byCode(quote.code)).visit.arrivalDate).toBe("2026-12-03");
    const challenge = await answerChallenge(t.base, first.body.paymentInfo.redirectUrl ?? "", "approve");
    const back = new URL(challenge.headers.get("location") ?? "");
    expect(back.pathname).toBe(`/order/${quote.code}`);
    const intentId = back.searchParams.get("payment_intent") ?? "";
    const done = await payDifference(held.body.id, { paymentIntentId: intentId, difference: 494 });
    expect(done.body.paymentInfo.status).toBe("succeeded");
    expect((await byCode(quote.code)).visit).toMatchObject(dates(19));
  });

  it("a refused card leaves the visit where it was and the change open for another card", async () => {
    const quote = await bought(t.app, campingInDecember(8));
    const held = await start(quote.id, { ...dates(11), difference: 494 });
    const refused = await payDifference(held.body.id, {
      paymentMethodId: "pm_card_chargeDeclined",
      difference: 494,
    });
    expect(refused.body.paymentInfo).toMatchObject({ status: "error", message: "card_declined" });
    expect(refused.body.dateChange.status).toBe("HELD");
    expect((await byCode(quote.code)).visit.arrivalDate).toBe("2026-12-08");
    const paid = await payDifference(held.body.id, {
      paymentMethodId: "pm_card_mastercard",
      difference: 494,
    });
    expect(paid.body.paymentInfo.status).toBe("succeeded");
    expect((await byCode(quote.code)).visit).toMatchObject(dates(11));
  });
});

describe("a cheaper move (a lower price is not refunded)", () => {
  it("moves at once, charges nothing and says what is not refunded", async () => {
    const quote = await bought(t.app, campingInDecember(5)); // Saturday: 900
    const priced = await offer(quote.id, dates(15));
    expect(priced.body).toMatchObject({ fromTotal: 900, newTotal: 406, difference: 0, notRefunded: 494 });
    const intentsBefore = sandboxIntents(t, quote.id).length;
    const applied = await start(quote.id, { ...dates(15), difference: 0 });
    expect(applied.status).toBe(201);
    expect(applied.body.status).toBe("APPLIED");
    expect(sandboxIntents(t, quote.id)).toHaveLength(intentsBefore);
    const moved = await byCode(quote.code);
    expect(moved.visit).toMatchObject(dates(15));
    // The lines show the new dates' prices; what was charged stays in the visit's payment.
    expect(moved.totalAmount).toBe(406);
    expect((await outboxRows(t, quote.id)).filter((row) => row.requestKey !== null)).toHaveLength(1);
  });
});

describe("refusals: a clear 4xx in both languages, nothing changed", () => {
  async function unchanged(quote: QuoteDto) {
    expect(await changesOf(quote.id)).toEqual([]);
    const row = await storedQuote(quote.id);
    expect([row.arrivalDate, row.departureDate, row.status]).toEqual([
      quote.visit.arrivalDate,
      quote.visit.departureDate,
      "PAID",
    ]);
  }

  it("the same dates, past dates, tomorrow and reversed dates", async () => {
    const quote = await bought(t.app, campingInDecember(9));
    const same = await start(quote.id, { ...dates(9), difference: 0 }, { language: "en" });
    expect([same.status, same.body.error, same.body.message]).toEqual([
      409,
      "same_dates",
      "Choose dates other than those of your visit",
    ]);
    const sameEs = await offer(quote.id, dates(9));
    expect(sameEs.body.message).toBe("Elige fechas distintas a las de tu visita");
    const past = await start(quote.id, {
      arrivalDate: "2026-11-20",
      departureDate: "2026-11-21",
      difference: 0,
    });
    expect([past.status, past.body.error]).toEqual([400, "date_change_past"]);
    const today = await start(quote.id, {
      arrivalDate: "2026-11-22",
      departureDate: "2026-11-23",
      difference: 0,
    });
    expect([today.status, today.body.error]).toEqual([400, "arrival_too_soon"]);
    const reversed = await offer(quote.id, { arrivalDate: "2026-12-14", departureDate: "2026-12-13" });
    expect([reversed.status, reversed.body.error]).toEqual([400, "validation_error"]);
    await unchanged(quote);
  });

  it("another visitor's visit, an unpaid quote, a stale difference", async () => {
    const quote = await bought(t.app, campingInDecember(10));
    const stranger = await start(
      quote.id,
      { ...dates(17), difference: 0 },
      { token: await newVisitorToken(t.app) },
    );
    expect([stranger.status, stranger.body.error]).toEqual([403, "quote_not_yours"]);
    const stale = await start(quote.id, { ...dates(12), difference: 100 }, { language: "en" });
    expect([stale.status, stale.body.error]).toEqual([409, "date_change_difference_changed"]);
    expect(stale.body).toMatchObject({ totalAmount: 494 });
    await unchanged(quote);
    const open = await createQuote(t.app, campingInDecember(10));
    const unpaid = await start(open.id, { ...dates(17), difference: 0 }, { language: "en" });
    expect([unpaid.status, unpaid.body.message]).toEqual([409, "Only a paid visit can change its dates"]);
  });

  it("a full date: no unit free on the new night, or no admission place left", async () => {
    const cabin = await bought(t.app, campingInDecember(14, { stayType: "CABIN" }));
    // Every cabin is blocked on the 16th (the front desk's maintenance, the sale's own mechanism).
    await t.db.execute(
      `insert into unit_nights (unit_id, night, state, block_reason)
       select id, '2026-12-16', 'BLOCKED', 'test' from lodging_units where kind = 'CABIN'`,
    );
    const full = await offer(cabin.id, dates(16), { language: "en" });
    expect([full.status, full.body.error]).toEqual([409, "can_not_save_reservation"]);
    const refused = await start(cabin.id, { ...dates(16), difference: 0 });
    expect(refused.status).toBe(409);
    expect(await changesOf(cabin.id)).toEqual([]);

    const visit = await bought(t.app, campingInDecember(15));
    await t.db.execute(
      `insert into admission_capacity_overrides (date, arrival_time, persons) values ('2026-12-21', 'DAY', 1)`,
    );
    const noRoom = await start(visit.id, { ...dates(21), difference: 0 }, { language: "en" });
    expect([noRoom.status, noRoom.body.error]).toEqual([409, "capacity_full"]);
    await unchanged(visit);
  });
});

describe("a lodging move onto nights other carts count on (decision 0045)", () => {
  it("is refused while their counts hold every unit of the kind, and goes through once they let go", async () => {
    const village = await bought(t.app, campingInDecember(8, { stayType: "LAKE_VILLAGE" }));
    // Another cart counts on all five lake villages of the 10th without naming them on the map.
    const other = await createQuote(
      t.app,
      campingInDecember(10, { stayType: "LAKE_VILLAGE", numberOfPersons: 10 }),
    );
    const counted = await updateQuote(t.app, { ...other, products: { ...other.products, lakeVillages: 5 } });
    expect([counted.status, counted.body.lakeVillageNumbers]).toEqual([200, []]);

    const full = await offer(village.id, dates(10), { language: "en" });
    expect([full.status, full.body.error]).toEqual([409, "can_not_save_reservation"]);
    const refused = await start(village.id, { ...dates(10), difference: 0 });
    expect(refused.status).toBe(409);
    expect(await changesOf(village.id)).toEqual([]);
    expect((await storedQuote(village.id)).arrivalDate).toBe(village.visit.arrivalDate);

    const fewer = await updateQuote(t.app, {
      ...counted.body,
      products: { ...counted.body.products, lakeVillages: 4 },
    });
    expect(fewer.status).toBe(200);
    const moved = await offer(village.id, dates(10));
    expect(moved.status).toBe(200);
  });
});

describe("a lodging move", () => {
  it("sells the new nights, frees the old ones, keeps the unit, and an unpaid change gives way to a new one", async () => {
    const cabin = await bought(t.app, campingInDecember(22, { stayType: "CABIN" }));
    const before = await t.db.select().from(unitNights).where(eq(unitNights.quoteId, cabin.id));
    expect(before.map((row) => [row.night, row.state])).toEqual([["2026-12-22", "SOLD"]]);
    const unit = before[0]?.unitId;

    const firstOffer = await offer(cabin.id, dates(28));
    const first = await start(cabin.id, { ...dates(28), difference: firstOffer.body.difference });
    const secondOffer = await offer(cabin.id, dates(29));
    const second = await start(cabin.id, { ...dates(29), difference: secondOffer.body.difference });
    expect(second.status).toBe(201);
    const [replaced] = await t.db.select().from(dateChanges).where(eq(dateChanges.id, first.body.id));
    expect([replaced?.status, replaced?.failureCode]).toEqual(["FAILED", "replaced"]);
    // The first change's hold on the 28th is gone; the second holds the 29th.
    const held = await t.db.select().from(unitNights).where(eq(unitNights.quoteId, cabin.id));
    expect(held.map((row) => [row.night, row.state]).sort()).toEqual([
      ["2026-12-22", "SOLD"],
      ["2026-12-29", "HELD"],
    ]);

    if (second.body.status === "HELD") {
      const paid = await payDifference(second.body.id, {
        paymentMethodId: "pm_card_visa",
        difference: second.body.difference,
      });
      expect(paid.body.paymentInfo.status).toBe("succeeded");
    }
    const after = await t.db.select().from(unitNights).where(eq(unitNights.quoteId, cabin.id));
    expect(after.map((row) => [row.unitId, row.night, row.state])).toEqual([[unit, "2026-12-29", "SOLD"]]);
    expect((await byCode(cabin.code)).visit).toMatchObject(dates(29));
  });
});

describe("activities on dates the new stay no longer covers (decision 0030)", () => {
  it("refuses the move naming those dates, and moves a stay that still covers them", async () => {
    const quote = await createQuote(t.app, campingInDecember(7, { departureDate: "2026-12-09" }));
    const slot = await activitySlotId(t, "HORSEBACK_RIDING", "11:00");
    const booked = await bookActivity(t.app, {
      visitActivityScheduleId: slot,
      quoteId: quote.id,
      quantity: 2,
      visitDate: "2026-12-08",
    });
    expect(booked.status).toBe(200);
    const answer = await pay(t.app, paymentBody(booked.body));
    expect(answer.body.paymentInfo?.status).toBe("succeeded");

    const away = await start(
      quote.id,
      { arrivalDate: "2026-12-14", departureDate: "2026-12-16", difference: 0 },
      {
        language: "en",
      },
    );
    expect([away.status, away.body.error, away.body.dates]).toEqual([
      409,
      "date_change_activities",
      ["2026-12-08"],
    ]);
    expect(away.body.message).toContain("2026-12-08");
    expect(await changesOf(quote.id)).toEqual([]);

    // One night earlier still covers the 8th: the ride stays where it was.
    const nearer = await offer(quote.id, { arrivalDate: "2026-12-06", departureDate: "2026-12-08" });
    expect(nearer.status).toBe(200);
  });
});

describe("a date change racing a sale of the same last unit", () => {
  it("exactly one of them gets the cabin, and the loser leaves nothing behind", async () => {
    const mover = await bought(t.app, campingInDecember(1, { stayType: "CABIN" }));
    // Every cabin but the last is blocked on the 27th.
    await t.db.execute(
      `insert into unit_nights (unit_id, night, state, block_reason)
       select id, '2026-12-27', 'BLOCKED', 'test' from lodging_units
       where kind = 'CABIN' and id <> (select max(id) from lodging_units where kind = 'CABIN')`,
    );
    const priced = await offer(mover.id, dates(27));
    expect(priced.status).toBe(200);
    const buyerToken = await newVisitorToken(t.app);
    const buyer = await createQuote(t.app, campingInDecember(27, { stayType: "CABIN" }), "es", buyerToken);

    const [change, sale] = await Promise.all([
      start(mover.id, { ...dates(27), difference: priced.body.difference }),
      pay(t.app, paymentBody(buyer), { token: buyerToken }),
    ]);
    const changeWon = change.status === 201;
    const saleWon = sale.body.paymentInfo?.status === "succeeded";
    expect([changeWon, saleWon].filter(Boolean)).toHaveLength(1);

    const nights = await t.db
      .select({ quoteId: unitNights.quoteId })
      .from(unitNights)
      .where(and(eq(unitNights.night, "2026-12-27"), ne(unitNights.state, "BLOCKED")));
    expect(nights).toEqual([{ quoteId: changeWon ? mover.id : buyer.id }]);
    if (changeWon) {
      expect(sale.status).toBe(409);
      expect((await storedQuote(buyer.id)).status).toBe("OPEN");
    } else {
      expect([change.status, change.body.error]).toEqual([409, "can_not_save_reservation"]);
      expect(await changesOf(mover.id)).toEqual([]);
      expect((await storedQuote(mover.id)).arrivalDate).toBe("2026-12-01");
    }
  });
});
