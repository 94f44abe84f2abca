import type {
  DateChange,
  DateChangeOffer,
  DateChangePaymentResult,
} from "@park/domain/date-change/date-change-schemas.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateChanges } from "../src/db/schema/date-changes.ts";
import { unitNights } from "../src/db/schema/unit-nights.ts";
import { type ErrorBody, send, type VisitInput, visitorToken } from "./helpers/ecommerce-test-app.ts";
import {
  bought,
  buildPaymentTestApp,
  outboxRows,
  type PaymentTestApp,
  sandboxIntents,
} from "./helpers/payment-test-app.ts";

/** The quote whose charges crash after the provider answered (the process dies before the move). */
let crashFor: string | null = null;
let t: PaymentTestApp;
beforeAll(async () => {
  t = await buildPaymentTestApp({
    afterCharge: (quoteId) => {
      if (quoteId === crashFor) throw new Error("crash between the charge and the move");
    },
  });
});
afterAll(() => t.close());

function visit(stayType: string, arrivalDate: string, departureDate: string): VisitInput {
  return { arrivalDate, departureDate, numberOfPersons: 2, arrivalTime: "DAY", stayType };
}

async function heldNights(quoteId: string) {
  return t.db
    .select()
    .from(unitNights)
    .where(and(eq(unitNights.quoteId, quoteId), eq(unitNights.state, "HELD")));
}

/** The test visitor's token renewed for the same visitor (the clock moves past a token's 2 hours). */
let renewed: string | null = null;
async function renewToken(): Promise<void> {
  const response = await t.app.inject({
    method: "POST",
    url: "/auth/visitor/renew",
    headers: { authorization: `Bearer ${renewed ?? (await visitorToken(t.app))}` },
  });
  renewed = response.json<{ token: string }>().token;
}

async function offer(quoteId: string, arrivalDate: string, departureDate: string) {
  return send<DateChangeOffer & ErrorBody>(
    t.app,
    "POST",
    `/api/ecommerce/quotes/${quoteId}/date-change/offer`,
    {
      body: { arrivalDate, departureDate },
      token: renewed ?? (await visitorToken(t.app)),
    },
  );
}

describe("a crash between the charge and the move", () => {
  it("is applied once by the reconciler: one charge, the visit moved, one new e-mail", async () => {
    const quote = await bought(t.app, visit("CAMPING_PASS", "2026-12-02", "2026-12-03"));
    const token = await visitorToken(t.app);
    const held = await send<DateChange>(t.app, "POST", `/api/ecommerce/quotes/${quote.id}/date-changes`, {
      body: { arrivalDate: "2026-12-12", departureDate: "2026-12-13", difference: 494 },
      token,
    });
    crashFor = quote.id;
    const crashed = await send<DateChangePaymentResult>(
      t.app,
      "POST",
      `/api/ecommerce/date-changes/${held.body.id}/payment`,
      {
        body: { paymentMethodId: "pm_card_visa", currency: "MXN", exchangeRate: 1, difference: 494 },
        token,
      },
    );
    expect(crashed.status).toBe(500);
    crashFor = null;
    const [stuck] = await t.db.select().from(dateChanges).where(eq(dateChanges.id, held.body.id));
    expect(stuck?.status).toBe("PROCESSING");
    expect(stuck?.intentId).toBeNull();

    // The reconciler leaves a fresh charge alone, then finds the paid intent by its metadata.
    expect(await t.app.reconcileCharges()).toBe(0);
    t.advanceMinutes(3);
    await t.app.reconcileCharges();
    t.advanceMinutes(3);
    await t.app.reconcileCharges();
    const [done] = await t.db.select().from(dateChanges).where(eq(dateChanges.id, held.body.id));
    expect(done?.status).toBe("APPLIED");
    const charges = sandboxIntents(t, quote.id).filter((i) => i.metadata.dateChange === held.body.id);
    expect(charges.map((i) => [i.amount, i.status])).toEqual([[49_400, "succeeded"]]);
    const moved = (await send<QuoteDto>(t.app, "GET", `/api/ecommerce/payment/quotes/${quote.id}`)).body;
    expect(moved.visit).toMatchObject({ arrivalDate: "2026-12-12", departureDate: "2026-12-13" });
    expect(moved.code).toBe(quote.code);
    expect((await outboxRows(t, quote.id)).filter((row) => row.requestKey !== null)).toHaveLength(1);
  });
});

describe("an unpaid change", () => {
  it("ends when its hold runs out, and its nights are free again", async () => {
    const cabin = await bought(t.app, visit("CABIN", "2026-12-03", "2026-12-04"));
    const token = await visitorToken(t.app);
    const priced = await offer(cabin.id, "2026-12-12", "2026-12-13");
    const held = await send<DateChange>(t.app, "POST", `/api/ecommerce/quotes/${cabin.id}/date-changes`, {
      body: { arrivalDate: "2026-12-12", departureDate: "2026-12-13", difference: priced.body.difference },
      token,
    });
    expect(held.body.status).toBe("HELD");
    expect(await heldNights(cabin.id)).toHaveLength(1);
    t.advanceMinutes(21);
    await t.app.reconcileCharges();
    const [ended] = await t.db.select().from(dateChanges).where(eq(dateChanges.id, held.body.id));
    expect([ended?.status, ended?.failureCode]).toEqual(["FAILED", "hold_expired"]);
    expect(await heldNights(cabin.id)).toEqual([]);
    const stored = (await send<QuoteDto>(t.app, "GET", `/api/ecommerce/payment/quotes/${cabin.id}`)).body;
    expect(stored.visit.arrivalDate).toBe("2026-12-03");
  });
});

describe("the deadline (001 §9: 24 hours before arrival, 72 for cabins and tipis)", () => {
  it("refuses a minute after it, never before", async () => {
    // Now: Sunday 22 Nov, 10:00. A camping visit arriving Tuesday the 24th at 07:30 may move until
    // Monday 07:30; a cabin arriving Thursday the 26th at 07:30 until the same Monday 07:30 (72 hours).
    const camping = await bought(t.app, visit("CAMPING_PASS", "2026-11-24", "2026-11-25"));
    const cabin = await bought(t.app, visit("CABIN", "2026-11-26", "2026-11-27"));
    const laterCamping = await bought(t.app, visit("CAMPING_PASS", "2026-11-26", "2026-11-27"));
    t.advanceMinutes(21 * 60 + 30 - 6 - 21); // the earlier tests moved the clock 6 and 21 minutes
    await renewToken();
    expect((await offer(camping.id, "2026-12-15", "2026-12-16")).status).toBe(200);
    expect((await offer(cabin.id, "2026-12-15", "2026-12-16")).status).toBe(200);
    t.advanceMinutes(1);
    const late = await offer(camping.id, "2026-12-15", "2026-12-16");
    expect([late.status, late.body.error]).toEqual([409, "date_change_too_late"]);
    expect((await offer(cabin.id, "2026-12-15", "2026-12-16")).body.error).toBe("date_change_too_late");
    // The same minute, a camping visit arriving with the cabin still may move (24 hours only).
    expect((await offer(laterCamping.id, "2026-12-15", "2026-12-16")).status).toBe(200);
  });
});
