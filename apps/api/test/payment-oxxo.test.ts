import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type {
  OfficeOrderDto,
  OrderEmailDto,
  OrderSearchResultDto,
} from "@park/domain/office-orders/office-order-dto.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listeningAddress } from "../src/infra/payments/create-payment-gateway.ts";
import { SANDBOX_PATH, SANDBOX_PUBLISHABLE_KEY } from "../src/infra/payments/sandbox-keys.ts";
import { sandboxStripe } from "../src/infra/payments/stripe-client.ts";
import {
  CABIN_ON_RED_DATES,
  createQuote,
  hold,
  newVisitorToken,
  send,
  storedQuote,
  unitIds,
  type VisitInput,
} from "./helpers/ecommerce-test-app.ts";
import { readableMail } from "./helpers/mail-text.ts";
import {
  buildPaymentTestApp,
  outboxRows,
  type PaymentTestApp,
  pay,
  paymentBody,
  paymentRows,
  sandboxIntents,
} from "./helpers/payment-test-app.ts";
import { signedInStaff, staffHeaders } from "./helpers/staff-session.ts";

/**
 * Issue 35: cash at OXXO. The visit is held until the voucher's confirmation would come (voucher-terms.ts),
 * sold once when the voucher is paid, and let go when it lapses. Pinned now: Sunday 22 November 2026,
 * 10:00 in Tijuana (12:00 in Mexico City), so a three-day voucher expires Wednesday 25 at 23:59 Mexico City
 * time and the visit waits until Thursday 26 at 23:59.
 */

const VOUCHER_EXPIRES = "2026-11-26T05:59:00.000Z";
const HOLD_ENDS = new Date("2026-11-27T05:59:00.000Z");

let t: PaymentTestApp;
let browser: Stripe;
beforeAll(async () => {
  t = await buildPaymentTestApp();
  browser = sandboxStripe(listeningAddress(t.app.server)!, SANDBOX_PUBLISHABLE_KEY);
});
afterAll(() => t.close());

/** The OXXO payment method the browser creates with the publishable key, as Stripe.js does. */
async function oxxoMethod(name = "Ana María López"): Promise<string> {
  const method = await browser.paymentMethods.create({
    type: "oxxo",
    billing_details: { name, email: "ana@example.com" },
  });
  return method.id;
}

const CABIN_ON_DECEMBER_8: VisitInput = {
  ...CABIN_ON_RED_DATES,
  arrivalDate: "2026-12-08",
  departureDate: "2026-12-09",
};

const CABIN_ON_DECEMBER_10: VisitInput = {
  ...CABIN_ON_DECEMBER_8,
  arrivalDate: "2026-12-10",
  departureDate: "2026-12-11",
};

/** The payment data as the web sends them for OXXO: the payer's name is on the method, no card fields. */
function cashBody(quote: QuoteDto, paymentMethodId: string, overrides: Record<string, unknown> = {}) {
  const { cardOwner: _owner, zipCode: _zip, ...rest } = paymentBody(quote, { paymentMethodId, ...overrides });
  return { ...rest, paymentMethodType: "oxxo" };
}

/** A cabin for four (on 8 December unless `visit` says), with unit C1 chosen on the map by the bearer of `token`. */
async function cabinOnC1(token: string, visit = CABIN_ON_DECEMBER_8): Promise<QuoteDto> {
  const quote = await createQuote(t.app, visit, undefined, token);
  const held = await hold(t.app, token, quote.id, [(await unitIds(t)).C1!]);
  expect(held.status, JSON.stringify(held.body)).toBe(200);
  return held.body;
}

/** The visit's e-mail of `kind`, sent (to the outbox folder) and read as a mail client shows it. */
async function mailOf(quoteId: string, kind: string): Promise<string> {
  await t.app.confirmationMail.drain();
  const row = (await outboxRows(t, quoteId)).find((r) => r.kind === kind);
  expect(row?.status, `${kind} e-mail`).toBe("SENT");
  return readableMail(readFileSync(join(t.config.dataDir, "outbox", `${row!.id}.eml`), "utf8"));
}

/** The tester's answer on the sandbox's hosted voucher page. */
async function atTheStore(voucherUrl: string, outcome: "pay" | "expire") {
  const url = new URL(voucherUrl);
  expect(url.pathname.startsWith(`${SANDBOX_PATH}/vouchers/`)).toBe(true);
  const page = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
  expect(page.statusCode, page.body.slice(0, 400)).toBe(200);
  expect(page.body).toContain("Ficha OXXO de prueba");
  const answer = await t.app.inject({
    method: "POST",
    url: url.pathname,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      client_secret: url.searchParams.get("client_secret") ?? "",
      outcome,
      locale: "en",
    }).toString(),
  });
  expect(answer.statusCode, answer.body.slice(0, 400)).toBe(200);
  return answer.body;
}

describe("a visit paid in cash at OXXO", () => {
  it("gets a voucher and waits, holding its unit, until the voucher's confirmation would come", async () => {
    const token = await newVisitorToken(t.app);
    const quote = await cabinOnC1(token);
    const answer = await pay(t.app, cashBody(quote, await oxxoMethod()), { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.paymentInfo).toMatchObject({
      status: "awaiting_payment",
      voucher: { number: expect.stringMatching(/^\d{14}$/), expiresAt: VOUCHER_EXPIRES },
    });
    expect(answer.body.paymentInfo.voucher?.url).toContain(`${SANDBOX_PATH}/vouchers/`);
    expect((await storedQuote(t, quote.id))?.status).toBe("PAYMENT_PENDING");
    expect(await paymentRows(t, quote.id)).toEqual([
      expect.objectContaining({
        status: "AWAITING_PAYMENT",
        method: "oxxo",
        voucherDays: 3,
        awaitingUntil: HOLD_ENDS,
        voucherNumber: answer.body.paymentInfo.voucher?.number,
      }),
    ]);
    const [intent] = sandboxIntents(t, quote.id);
    expect(intent).toMatchObject({ status: "requires_action", amount: quote.totalAmount * 100 });
    // The order page reads what to pay, where and by when (the voucher's code is the visit's code).
    const order = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/payment/quotes/code/${quote.code}`);
    expect(order.body).toMatchObject({
      status: "PAYMENT_PENDING",
      payment: null,
      awaitingPayment: {
        method: "oxxo",
        amount: quote.totalAmount,
        number: answer.body.paymentInfo.voucher?.number,
        expiresAt: VOUCHER_EXPIRES,
        url: answer.body.paymentInfo.voucher?.url,
        heldUntil: HOLD_ENDS.toISOString(),
      },
      contact: { name: "Ana María" },
    });
    // The voucher goes by e-mail too: what to pay, where, by when, and the printable voucher.
    const voucherMail = await mailOf(quote.id, "voucher_issued");
    expect(voucherMail).toContain(`Subject: Tu ficha OXXO para la visita ${quote.code} - Ensenada Park`);
    expect(voucherMail).toContain(`Referencia: ${answer.body.paymentInfo.voucher?.number}`);
    expect(voucherMail).toContain("Paga antes de: 25 de noviembre de 2026");
    expect(voucherMail).toContain(`${SANDBOX_PATH}/vouchers/`);

    // A repeated post is answered with the same voucher, charging nothing more.
    const [attempt] = await paymentRows(t, quote.id);
    const again = await pay(t.app, cashBody(quote, attempt!.paymentMethodId), {
      token,
    });
    expect(again.body.paymentInfo).toMatchObject({
      status: "awaiting_payment",
      voucher: answer.body.paymentInfo.voucher,
    });
    expect(sandboxIntents(t, quote.id)).toHaveLength(1);

    // A day later the unit is still the voucher's: another visitor cannot take it.
    t.advanceMinutes(24 * 60);
    try {
      await t.app.reconcileCharges();
      expect(await paymentRows(t, quote.id)).toEqual([
        expect.objectContaining({ status: "AWAITING_PAYMENT" }),
      ]);
      const other = await newVisitorToken(t.app);
      const rival = await createQuote(t.app, CABIN_ON_DECEMBER_8, undefined, other);
      expect((await hold(t.app, other, rival.id, [(await unitIds(t)).C1!])).status).toBe(409);
    } finally {
      t.advanceMinutes(-24 * 60);
    }

    // Paid at the store: the webhook sells the visit once and queues its confirmation with the QR.
    expect(await atTheStore(answer.body.paymentInfo.voucher!.url!, "pay")).toContain("The voucher was paid.");
    await t.app.sandboxWebhooks!.deliverPending();
    expect((await storedQuote(t, quote.id))?.status).toBe("PAID");
    expect(await paymentRows(t, quote.id)).toEqual([
      expect.objectContaining({ status: "SUCCEEDED", method: "oxxo" }),
    ]);
    const confirmedMail = await mailOf(quote.id, "order_confirmation");
    expect(confirmedMail).toContain("Pagado en efectivo en OXXO.");
    expect(confirmedMail).toContain("Identificación oficial con fotografía de la persona a cuyo nombre");
    expect(confirmedMail).not.toContain("tarjeta con la que pagaste");
    const confirmed = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/payment/quotes/code/${quote.code}`);
    expect(confirmed.body).toMatchObject({
      status: "PAID",
      awaitingPayment: null,
      payment: { currency: "MXN" },
    });
    await t.app.sandboxWebhooks!.deliverPending();
    await t.app.reconcileCharges();
    expect((await outboxRows(t, quote.id)).map((row) => row.kind).sort()).toEqual([
      "order_confirmation",
      "voucher_issued",
    ]);
  });

  it("lets the unit go when the voucher lapses unpaid, and a second visitor then buys it by card", async () => {
    const token = await newVisitorToken(t.app);
    const quote = await cabinOnC1(token, CABIN_ON_DECEMBER_10);
    const first = await pay(t.app, cashBody(quote, await oxxoMethod()), { token });
    expect(first.body.paymentInfo.status).toBe("awaiting_payment");

    // Just past the voucher's expiry, the reconciler's look finds it lapsed at the provider (its webhook
    // lost) and ends the attempt at once, without waiting for the rest of the hold.
    const minutesToExpiry = (Date.parse(VOUCHER_EXPIRES) - Date.parse("2026-11-22T18:00:00Z")) / 60_000 + 1;
    t.advanceMinutes(minutesToExpiry);
    try {
      await t.app.reconcileCharges();
      expect(await paymentRows(t, quote.id)).toEqual([
        expect.objectContaining({ status: "FAILED", failureCode: "payment_intent_payment_attempt_expired" }),
      ]);
      expect((await storedQuote(t, quote.id))?.status).toBe("OPEN");
      expect(sandboxIntents(t, quote.id)[0]?.status).toBe("requires_payment_method");
      expect(await mailOf(quote.id, "voucher_lapsed")).toContain(
        "venció sin pago, así que liberamos tu visita",
      );

      const second = await newVisitorToken(t.app);
      const bought = await cabinOnC1(second, CABIN_ON_DECEMBER_10);
      const paid = await pay(t.app, paymentBody(bought), { token: second });
      expect(paid.body.paymentInfo.status).toBe("succeeded");
      expect(paid.body.quote.cabinNumbers.map((c) => c.number)).toEqual(["C1"]);
    } finally {
      t.advanceMinutes(-minutesToExpiry);
    }
  });

  it("at the hold's deadline, a voucher the provider still shows waiting is cancelled and the visit let go", async () => {
    const token = await newVisitorToken(t.app);
    const quote = await cabinOnC1(token, {
      ...CABIN_ON_DECEMBER_8,
      arrivalDate: "2026-12-12",
      departureDate: "2026-12-13",
    });
    await pay(t.app, cashBody(quote, await oxxoMethod()), { token });
    const [intent] = sandboxIntents(t, quote.id);
    // Stripe confirms a voucher paid at the store up to a business day later; until the deadline the
    // visit waits even after the voucher's own expiry, as it does while Stripe still shows it waiting.
    const waiting = await t.app.payments.retrieveIntent(intent!.id);
    const lagging = vi.spyOn(t.app.payments, "retrieveIntent").mockResolvedValue(waiting);
    const minutesToDeadline = (HOLD_ENDS.getTime() - Date.parse("2026-11-22T18:00:00Z")) / 60_000;
    t.advanceMinutes(minutesToDeadline - 60);
    try {
      await t.app.reconcileCharges();
      expect(await paymentRows(t, quote.id)).toEqual([
        expect.objectContaining({ status: "AWAITING_PAYMENT" }),
      ]);
      t.advanceMinutes(61);
      await t.app.reconcileCharges();
      expect(await paymentRows(t, quote.id)).toEqual([
        expect.objectContaining({ status: "FAILED", failureCode: "voucher_expired" }),
      ]);
      expect((await storedQuote(t, quote.id))?.status).toBe("OPEN");
    } finally {
      lagging.mockRestore();
      t.advanceMinutes(-(minutesToDeadline + 1));
    }
  });

  it("a voucher that expires at the store ends the attempt by its webhook, and the quote is open again", async () => {
    const token = await newVisitorToken(t.app);
    const quote = await createQuote(
      t.app,
      { ...CABIN_ON_RED_DATES, arrivalDate: "2026-12-15", departureDate: "2026-12-16" },
      undefined,
      token,
    );
    const first = await pay(t.app, cashBody(quote, await oxxoMethod()), { token });
    expect(await atTheStore(first.body.paymentInfo.voucher!.url!, "expire")).toContain(
      "The voucher expired without being paid.",
    );
    await t.app.sandboxWebhooks!.deliverPending();
    expect(await paymentRows(t, quote.id)).toEqual([
      expect.objectContaining({ status: "FAILED", failureCode: "payment_intent_payment_attempt_expired" }),
    ]);
    expect((await storedQuote(t, quote.id))?.status).toBe("OPEN");
  });

  it("is refused (409 voucher_unavailable, cards only) when the voucher could not be confirmed before the sale closes, or in dollars", async () => {
    const soon = await createQuote(t.app, CABIN_ON_RED_DATES);
    const tooSoon = await pay(t.app, cashBody(soon, await oxxoMethod()), {
      language: "en",
    });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.error).toBe("voucher_unavailable");
    expect(tooSoon.body.message).toContain("Please pay by card");
    expect((await storedQuote(t, soon.id))?.status).toBe("OPEN");
    expect(await paymentRows(t, soon.id)).toEqual([]);

    const later = await createQuote(t.app, {
      ...CABIN_ON_RED_DATES,
      arrivalDate: "2026-12-18",
      departureDate: "2026-12-19",
    });
    const rate = (await send<{ value: number }>(t.app, "GET", "/api/core/exchange-rate")).body.value;
    const dollars = await pay(
      t.app,
      cashBody(later, await oxxoMethod(), { currency: "USD", exchangeRate: rate }),
    );
    expect(dollars.status).toBe(409);
    expect(dollars.body.error).toBe("voucher_unavailable");
    // A card's method posted as cash, or a voucher's as a card, is not taken.
    const mislabelled = await pay(t.app, cashBody(later, "pm_card_visa"));
    expect(mislabelled.status).toBe(400);
    expect(mislabelled.body.error).toBe("not_acceptable");
    expect((await pay(t.app, paymentBody(later, { paymentMethodId: await oxxoMethod() }))).status).toBe(400);
    // A card still pays the first in pesos.
    expect((await pay(t.app, paymentBody(soon))).body.paymentInfo.status).toBe("succeeded");
  });

  it("the front desk finds the orders whose voucher waits, with its deadline, and sends its instructions again", async () => {
    const token = await newVisitorToken(t.app);
    const quote = await createQuote(
      t.app,
      { ...CABIN_ON_DECEMBER_8, arrivalDate: "2026-12-17", departureDate: "2026-12-18" },
      undefined,
      token,
    );
    const answer = await pay(t.app, cashBody(quote, await oxxoMethod()), { token });
    const desk = await signedInStaff(t, {
      email: "desk-oxxo@park.example",
      role: "front_desk",
      name: "Desk",
    });
    const office = async <T>(method: "GET" | "POST", url: string, body?: object) => {
      const response = await t.app.inject({
        method,
        url,
        headers: staffHeaders(desk),
        ...(body ? { payload: body } : {}),
      });
      return { status: response.statusCode, body: response.json<T>() };
    };

    const found = await office<OrderSearchResultDto>("GET", "/api/office/orders?status=AWAITING_PAYMENT");
    expect(found.body.orders.map((order) => [order.code, order.awaitingUntil])).toContainEqual([
      quote.code,
      HOLD_ENDS.toISOString(),
    ]);
    // A payment under way by card is not a voucher waiting.
    expect(found.body.orders.every((order) => order.awaitingUntil !== null)).toBe(true);

    const page = await office<OfficeOrderDto>("GET", `/api/office/orders/${quote.id}`);
    expect(page.body.payments).toEqual([
      expect.objectContaining({
        status: "AWAITING_PAYMENT",
        method: "oxxo",
        voucherNumber: answer.body.paymentInfo.voucher?.number,
        voucherExpiresAt: VOUCHER_EXPIRES,
        awaitingUntil: HOLD_ENDS.toISOString(),
      }),
    ]);
    expect(page.body.quote.awaitingPayment?.number).toBe(answer.body.paymentInfo.voucher?.number);

    const resent = await office<OrderEmailDto>("POST", `/api/office/orders/${quote.id}/confirmation-emails`, {
      requestId: randomUUID(),
    });
    expect(resent.status).toBe(201);
    expect(resent.body).toMatchObject({ kind: "voucher_issued", resend: true });
    await t.app.confirmationMail.drain();
    const rows = (await outboxRows(t, quote.id)).filter((row) => row.kind === "voucher_issued");
    expect(rows.map((row) => row.status)).toEqual(["SENT", "SENT"]);
    const again = readableMail(
      readFileSync(join(t.config.dataDir, "outbox", `${resent.body.id}.eml`), "utf8"),
    );
    expect(again).toContain(`Referencia: ${answer.body.paymentInfo.voucher?.number}`);
  });
});
