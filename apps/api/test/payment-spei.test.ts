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
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listeningAddress } from "../src/infra/payments/create-payment-gateway.ts";
import {
  SANDBOX_PATH,
  SANDBOX_PUBLISHABLE_KEY,
  SANDBOX_SECRET_KEY,
} from "../src/infra/payments/sandbox-keys.ts";
import { sandboxStripe } from "../src/infra/payments/stripe-client.ts";
import {
  CABIN_ON_RED_DATES,
  createQuote,
  newVisitorToken,
  send,
  storedQuote,
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
 * Issue 35: SPEI bank transfers (Stripe's customer_balance with an mx_bank_transfer). Pinned now: Sunday
 * 22 November 2026, 10:00 in Tijuana (12:00 in Mexico City), so the transfer may be sent until Monday 23
 * at 23:59 Mexico City time (transfer-terms.ts) and the visit waits until Tuesday 24 at 23:59.
 */

const DEADLINE = "2026-11-24T05:59:00.000Z";
const HOLD_ENDS = new Date("2026-11-25T05:59:00.000Z");

let t: PaymentTestApp;
let browser: Stripe;
let server: Stripe;
beforeAll(async () => {
  t = await buildPaymentTestApp();
  const address = listeningAddress(t.app.server)!;
  browser = sandboxStripe(address, SANDBOX_PUBLISHABLE_KEY);
  server = sandboxStripe(address, SANDBOX_SECRET_KEY);
});
afterAll(() => t.close());

const webhooks = () => t.app.sandboxWebhooks!;

/** The bank transfer's payment method the browser creates with the publishable key. */
async function transferMethod(): Promise<string> {
  const method = await browser.paymentMethods.create({
    type: "customer_balance",
    billing_details: { name: "Ana María López", email: "ana@example.com" },
  });
  return method.id;
}

/** A cabin for four arriving on December `day`. */
const cabinOn = (day: number): VisitInput => ({
  ...CABIN_ON_RED_DATES,
  arrivalDate: `2026-12-${String(day).padStart(2, "0")}`,
  departureDate: `2026-12-${String(day + 1).padStart(2, "0")}`,
});

/** The payment data as the web sends them for a transfer: no card fields. */
function transferBody(quote: QuoteDto, paymentMethodId: string, overrides: Record<string, unknown> = {}) {
  const { cardOwner: _owner, zipCode: _zip, ...rest } = paymentBody(quote, { paymentMethodId, ...overrides });
  return { ...rest, paymentMethodType: "spei" };
}

/** A quote of `visit` paid by transfer by a new visitor: the quote and the answer's instructions. */
async function awaitingTransfer(visit: VisitInput) {
  const token = await newVisitorToken(t.app);
  const quote = await createQuote(t.app, visit, undefined, token);
  const answer = await pay(t.app, transferBody(quote, await transferMethod()), { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.paymentInfo.status).toBe("awaiting_payment");
  return { quote, token, transfer: answer.body.paymentInfo.transfer! };
}

/** A transfer sent on the sandbox's hosted instructions page: what is left, or `pesos`. */
async function sendTransfer(url: string, pesos?: number) {
  const { pathname, searchParams } = new URL(url);
  expect(pathname.startsWith(`${SANDBOX_PATH}/transfers/`)).toBe(true);
  const page = await t.app.inject({ method: "GET", url: `${pathname}?${searchParams}` });
  expect(page.statusCode, page.body.slice(0, 400)).toBe(200);
  expect(page.body).toContain("Transferencia SPEI de prueba");
  const form = new URLSearchParams({
    client_secret: searchParams.get("client_secret") ?? "",
    locale: "en",
    ...(pesos === undefined ? { outcome: "full" } : { outcome: "amount", amount: String(pesos) }),
  });
  const answer = await t.app.inject({
    method: "POST",
    url: pathname,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: form.toString(),
  });
  expect(answer.statusCode, answer.body.slice(0, 400)).toBe(200);
  await webhooks().deliverPending();
}

/** The visit's e-mails of `kind`, sent (to the outbox folder) and read as a mail client shows them. */
async function mailsOf(quoteId: string, kind: string): Promise<string[]> {
  await t.app.confirmationMail.drain();
  const rows = (await outboxRows(t, quoteId)).filter((r) => r.kind === kind);
  for (const row of rows) expect(row.status, `${kind} e-mail`).toBe("SENT");
  return rows.map((row) =>
    readableMail(readFileSync(join(t.config.dataDir, "outbox", `${row.id}.eml`), "utf8")),
  );
}

async function cashBalanceOf(quoteId: string): Promise<number> {
  const [row] = await paymentRows(t, quoteId);
  const balance = await server.customers.retrieveCashBalance(row!.providerCustomer!);
  return balance.available?.mxn ?? 0;
}

describe("a visit paid by SPEI transfer", () => {
  it("shows the bank, CLABE and reference, holds the visit, and a transfer in full sells it once", async () => {
    const { quote, token, transfer } = await awaitingTransfer(cabinOn(8));
    expect(transfer).toEqual({
      bank: "BANAMEX",
      clabe: expect.stringMatching(/^002\d{15}$/),
      reference: expect.stringMatching(/^\d{7}$/),
      amount: quote.totalAmount,
      amountRemaining: quote.totalAmount,
      expiresAt: DEADLINE,
      url: expect.stringContaining(`${SANDBOX_PATH}/transfers/`),
    });
    const [intent] = sandboxIntents(t, quote.id);
    expect(intent).toMatchObject({ status: "requires_action", currency: "mxn" });
    expect(await paymentRows(t, quote.id)).toEqual([
      expect.objectContaining({
        status: "AWAITING_PAYMENT",
        method: "spei",
        awaitingUntil: HOLD_ENDS,
        voucherExpiresAt: new Date(DEADLINE),
        voucherNumber: transfer.reference,
        transferClabe: transfer.clabe,
        transferAmountRemaining: quote.totalAmount * 100,
      }),
    ]);
    const order = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/payment/quotes/code/${quote.code}`);
    expect(order.body.awaitingPayment).toEqual({
      method: "spei",
      amount: quote.totalAmount,
      amountRemaining: quote.totalAmount,
      bank: "BANAMEX",
      clabe: transfer.clabe,
      reference: transfer.reference,
      number: transfer.reference,
      expiresAt: DEADLINE,
      url: transfer.url,
      heldUntil: HOLD_ENDS.toISOString(),
    });
    const [instructions] = await mailsOf(quote.id, "voucher_issued");
    expect(instructions).toContain(`Subject: Tus datos de transferencia SPEI para la visita ${quote.code}`);
    expect(instructions).toContain(`CLABE: ${transfer.clabe}`);
    expect(instructions).toContain(`Referencia (escríbela en el concepto): ${transfer.reference}`);
    expect(instructions).toContain("Transfiere antes de: 23 de noviembre de 2026");

    // A repeated post answers the same instructions and makes no second intent.
    const [attempt] = await paymentRows(t, quote.id);
    const again = await pay(t.app, transferBody(quote, attempt!.paymentMethodId), { token });
    expect(again.body.paymentInfo.transfer).toEqual(transfer);
    expect(sandboxIntents(t, quote.id)).toHaveLength(1);

    await sendTransfer(transfer.url!);
    expect((await storedQuote(t, quote.id))?.status).toBe("PAID");
    expect(await paymentRows(t, quote.id)).toEqual([
      expect.objectContaining({ status: "SUCCEEDED", method: "spei", transferRefunded: 0 }),
    ]);
    const [confirmation] = await mailsOf(quote.id, "order_confirmation");
    expect(confirmation).toContain("Pagado con transferencia SPEI.");
    expect(confirmation).not.toContain("tarjeta con la que pagaste");

    // Every event again, and the reconciler: nothing changes twice.
    for (const event of webhooks().events()) await webhooks().resend(event.id);
    await t.app.reconcileCharges();
    expect((await outboxRows(t, quote.id)).map((row) => row.kind).sort()).toEqual([
      "order_confirmation",
      "voucher_issued",
    ]);
    expect(await paymentRows(t, quote.id)).toEqual([expect.objectContaining({ status: "SUCCEEDED" })]);
  });

  it("a partial transfer lowers what is left to send, and the rest then sells the visit once", async () => {
    const { quote, transfer } = await awaitingTransfer(cabinOn(10));
    await sendTransfer(transfer.url!, 100);
    expect(await paymentRows(t, quote.id)).toEqual([
      expect.objectContaining({
        status: "AWAITING_PAYMENT",
        transferAmountRemaining: (quote.totalAmount - 100) * 100,
      }),
    ]);
    const order = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/payment/quotes/code/${quote.code}`);
    expect(order.body.awaitingPayment).toMatchObject({
      method: "spei",
      amountRemaining: quote.totalAmount - 100,
    });
    expect(sandboxIntents(t, quote.id)[0]?.status).toBe("requires_action");

    await sendTransfer(transfer.url!);
    expect((await storedQuote(t, quote.id))?.status).toBe("PAID");
    expect((await outboxRows(t, quote.id)).filter((row) => row.kind === "order_confirmation")).toHaveLength(
      1,
    );
    expect(await cashBalanceOf(quote.id)).toBe(0);
  });

  it("an over-payment sells the visit and its excess is refunded from the cash balance, the visitor told", async () => {
    const { quote, transfer } = await awaitingTransfer(cabinOn(12));
    await sendTransfer(transfer.url!, quote.totalAmount + 250);
    expect((await storedQuote(t, quote.id))?.status).toBe("PAID");
    expect(await paymentRows(t, quote.id)).toEqual([
      expect.objectContaining({ status: "SUCCEEDED", transferRefunded: 25_000 }),
    ]);
    expect(await cashBalanceOf(quote.id)).toBe(0);
    const [refunded] = await mailsOf(quote.id, "transfer_refunded");
    expect(refunded).toContain(`Te devolvimos una transferencia de la visita ${quote.code}`);
    expect(refunded).toContain("te devolvimos $250.00");
  });

  it("at the deadline the visit is let go; a transfer that arrives late is refunded and the visitor told", async () => {
    const { quote, transfer } = await awaitingTransfer(cabinOn(14));
    await sendTransfer(transfer.url!, 100);
    const minutes = (HOLD_ENDS.getTime() - Date.parse("2026-11-22T18:00:00Z")) / 60_000 + 1;
    t.advanceMinutes(minutes);
    try {
      await t.app.reconcileCharges();
      await webhooks().deliverPending();
      expect(await paymentRows(t, quote.id)).toEqual([
        expect.objectContaining({
          status: "FAILED",
          failureCode: "transfer_expired",
          transferRefunded: 10_000,
        }),
      ]);
      expect((await storedQuote(t, quote.id))?.status).toBe("OPEN");
      expect(sandboxIntents(t, quote.id)[0]?.status).toBe("canceled");
      const [lapsed] = await mailsOf(quote.id, "voucher_lapsed");
      expect(lapsed).toContain("No recibimos a tiempo el pago completo por transferencia");

      // The rest, sent after the deadline: it lands in the cash balance and goes back.
      await sendTransfer(transfer.url!, quote.totalAmount - 100);
      expect(await paymentRows(t, quote.id)).toEqual([
        expect.objectContaining({
          status: "FAILED",
          transferRefunded: quote.totalAmount * 100,
        }),
      ]);
      expect(await cashBalanceOf(quote.id)).toBe(0);
      expect((await storedQuote(t, quote.id))?.status).toBe("OPEN");
      expect(await mailsOf(quote.id, "transfer_refunded")).toHaveLength(2);
    } finally {
      t.advanceMinutes(-minutes);
    }
  });

  it("a late transfer whose cash balance event is lost is still refunded, by the reconciler's hourly look", async () => {
    const { quote, transfer } = await awaitingTransfer(cabinOn(20));
    const minutes = (HOLD_ENDS.getTime() - Date.parse("2026-11-22T18:00:00Z")) / 60_000 + 1;
    t.advanceMinutes(minutes);
    try {
      await t.app.reconcileCharges();
      await webhooks().deliverPending();
      expect(await paymentRows(t, quote.id)).toEqual([
        expect.objectContaining({ status: "FAILED", failureCode: "transfer_expired", transferRefunded: 0 }),
      ]);
      // The transfer arrives after the deadline, and Stripe's events about it never reach the park.
      const { pathname, searchParams } = new URL(transfer.url!);
      const sent = await t.app.inject({
        method: "POST",
        url: pathname,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          client_secret: searchParams.get("client_secret") ?? "",
          outcome: "amount",
          amount: String(quote.totalAmount),
        }).toString(),
      });
      expect(sent.statusCode).toBe(200);
      await webhooks().losePending();
      await t.app.reconcileCharges();
      expect(await cashBalanceOf(quote.id)).toBe(quote.totalAmount * 100);

      // An hour on, the reconciler looks at the ended transfer's balance and gives the money back, once.
      t.advanceMinutes(61);
      await t.app.reconcileCharges();
      await t.app.reconcileCharges();
      expect(await cashBalanceOf(quote.id)).toBe(0);
      expect(await paymentRows(t, quote.id)).toEqual([
        expect.objectContaining({ status: "FAILED", transferRefunded: quote.totalAmount * 100 }),
      ]);
      expect(await mailsOf(quote.id, "transfer_refunded")).toHaveLength(1);
      t.advanceMinutes(-61);
    } finally {
      t.advanceMinutes(-minutes);
    }
  });

  it("the front desk finds the waiting transfer with the voucher filter, and sends its instructions again", async () => {
    const { quote, transfer } = await awaitingTransfer(cabinOn(16));
    const desk = await signedInStaff(t, {
      email: "desk-spei@park.example",
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
    const page = await office<OfficeOrderDto>("GET", `/api/office/orders/${quote.id}`);
    expect(page.body.payments).toEqual([
      expect.objectContaining({
        method: "spei",
        voucherNumber: transfer.reference,
        voucherExpiresAt: DEADLINE,
        awaitingUntil: HOLD_ENDS.toISOString(),
      }),
    ]);
    const resent = await office<OrderEmailDto>("POST", `/api/office/orders/${quote.id}/confirmation-emails`, {
      requestId: randomUUID(),
    });
    expect(resent.body).toMatchObject({ kind: "voucher_issued", resend: true });
    const mails = await mailsOf(quote.id, "voucher_issued");
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain(`CLABE: ${transfer.clabe}`);
  });

  it("is refused (409 transfer_unavailable) in dollars or too close to the arrival, and a mislabelled method is not taken", async () => {
    const soon = await createQuote(t.app, CABIN_ON_RED_DATES);
    const tooSoon = await pay(t.app, transferBody(soon, await transferMethod()), { language: "en" });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.error).toBe("transfer_unavailable");
    expect(tooSoon.body.message).toContain("Please pay by card");
    expect(await paymentRows(t, soon.id)).toEqual([]);

    const later = await createQuote(t.app, cabinOn(18));
    const rate = (await send<{ value: number }>(t.app, "GET", "/api/core/exchange-rate")).body.value;
    const dollars = await pay(
      t.app,
      transferBody(later, await transferMethod(), { currency: "USD", exchangeRate: rate }),
    );
    expect(dollars.status).toBe(409);
    expect(dollars.body.error).toBe("transfer_unavailable");
    expect((await pay(t.app, transferBody(later, "pm_card_visa"))).status).toBe(400);
    expect((await pay(t.app, paymentBody(later, { paymentMethodId: await transferMethod() }))).status).toBe(
      400,
    );
    expect((await storedQuote(t, later.id))?.status).toBe("OPEN");
  });
});
