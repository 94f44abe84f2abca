import { randomUUID } from "node:crypto";
import type {
  OfficeOrderDto,
  OrderEmailDto,
  OrderRefundDto,
  OrderSearchResultDto,
} from "@park/domain/office-orders/office-order-dto.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit-log.ts";
import { emailOutbox } from "../src/db/schema/email-outbox.ts";
import { refunds } from "../src/db/schema/refunds.ts";
import {
  CAR_ENTRY,
  campingInDecember,
  createQuote,
  type ErrorBody,
  send,
  type VisitInput,
} from "./helpers/ecommerce-test-app.ts";
import { t, usePaymentFile } from "./helpers/payment-file.ts";
import { bought, CONTACT, outboxRows, paymentRows } from "./helpers/payment-test-app.ts";
import { expectStaffOnly, type StaffSession, signedInStaff, staffHeaders } from "./helpers/staff-session.ts";

usePaymentFile();

let desk: StaffSession;
let paidA: QuoteDto;
let paidB: QuoteDto;
let openQuote: QuoteDto;

const FRONT_DESK_ROLES = ["front_desk", "admin"] as const;

async function paidQuote(visit: VisitInput, contact: Record<string, string>): Promise<QuoteDto> {
  // A minute between orders, so newest first is a known order.
  t.advanceMinutes(1);
  const quote = await bought(t.app, visit, { overrides: { contact: { ...CONTACT, ...contact } } });
  await t.app.confirmationMail.drain();
  return quote;
}

async function office<T>(method: "GET" | "POST", url: string, body?: object, language?: string) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...staffHeaders(desk), ...(language ? { "accept-language": language } : {}) },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json<T & ErrorBody>() };
}

function search(query: string) {
  return office<OrderSearchResultDto>("GET", `/api/office/orders?${query}`);
}

function codesOf(result: OrderSearchResultDto): string[] {
  return result.orders.map((order) => order.code);
}

function order(id: string) {
  return office<OfficeOrderDto>("GET", `/api/office/orders/${id}`);
}

async function chargeAtProvider(quoteId: string) {
  const [payment] = await paymentRows(t, quoteId);
  const intent = await t.app.payments.retrieveIntent(payment?.intentId ?? "");
  return { payment: payment!, amountRefunded: intent?.amountRefunded };
}

beforeAll(async () => {
  desk = await signedInStaff(t, { email: "desk@park.example", role: "front_desk", name: "Desk One" });
  paidA = await paidQuote(campingInDecember(3), {
    name: "Ana María",
    lastname: "López Torres",
    email: "Ana.Lopez@Example.com",
    phoneNumber: "6461234567",
  });
  paidB = await paidQuote(campingInDecember(10, { numberOfPersons: 3 }), {
    name: "Bruno",
    lastname: "Díaz",
    email: "bruno@example.org",
    phoneNumber: "6649876543",
  });
  t.advanceMinutes(1);
  openQuote = await createQuote(t.app, campingInDecember(12));
}, 120_000);

describe("searching orders (front desk)", () => {
  it("finds an order by its visit code, typed in any case", async () => {
    const { status, body } = await search(`q=${paidA.code.toLowerCase()}`);
    expect(status).toBe(200);
    expect(codesOf(body)).toEqual([paidA.code]);
    expect(body.orders[0]).toMatchObject({
      id: paidA.id,
      status: "PAID",
      stayType: "CAMPING_PASS",
      arrivalDate: "2026-12-03",
      departureDate: "2026-12-04",
      numberOfPersons: 2,
      contactName: "Ana María López Torres",
      email: "Ana.Lopez@Example.com",
      phoneNumber: "6461234567",
    });
  });

  it("finds by e-mail from its start, whatever its case", async () => {
    expect(codesOf((await search("q=ana.lopez@EXAMPLE")).body)).toEqual([paidA.code]);
    expect(codesOf((await search("q=bruno@")).body)).toEqual([paidB.code]);
  });

  it("finds by the phone's last digits, typed with punctuation", async () => {
    expect(codesOf((await search(`q=${encodeURIComponent("123-4567")}`)).body)).toEqual([paidA.code]);
    expect(codesOf((await search(`q=${encodeURIComponent("(664) 987-6543")}`)).body)).toEqual([paidB.code]);
  });

  it("finds by name words: first name, either last name", async () => {
    expect(codesOf((await search(`q=${encodeURIComponent("ana torres")}`)).body)).toEqual([paidA.code]);
    expect(codesOf((await search("q=D%C3%ADaz")).body)).toEqual([paidB.code]);
    expect(codesOf((await search("q=nobody")).body)).toEqual([]);
  });

  it("finds by arrival dates, newest order first", async () => {
    expect(codesOf((await search("from=2026-12-01&to=2026-12-31")).body)).toEqual([paidB.code, paidA.code]);
    expect(codesOf((await search("from=2026-12-05&to=2026-12-10")).body)).toEqual([paidB.code]);
  });

  it("lists only paid orders unless asked for the others", async () => {
    expect(codesOf((await search("from=2026-12-12&to=2026-12-12")).body)).toEqual([]);
    const open = await search("status=OPEN&from=2026-12-12&to=2026-12-12");
    expect(codesOf(open.body)).toEqual([openQuote.code]);
    expect(open.body.orders[0]?.contactName).toBeNull();
    const all = await search("status=ALL&from=2026-12-01&to=2026-12-31");
    expect(codesOf(all.body)).toEqual([openQuote.code, paidB.code, paidA.code]);
    expect(all.body).toMatchObject({ page: 1, pageSize: 20, hasMore: false });
    expect((await search("status=ALL&page=2")).body.orders).toEqual([]);
  });

  it("refuses a reversed date range or an unknown filter with the fields named, in either language", async () => {
    const reversed = await office<OrderSearchResultDto>(
      "GET",
      "/api/office/orders?from=2026-12-10&to=2026-12-01",
      undefined,
      "en",
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual([
      { path: "to", message: "The end date cannot be before the start date" },
    ]);
    expect((await search("status=REFUNDED")).status).toBe(400);
  });
});

describe("an order's page", () => {
  it("shows the visit, the buyer, the payment, the vehicle and the e-mails sent", async () => {
    const entry = await send(t.app, "POST", `/api/ecommerce/entry?visitCode=${paidA.code}`, {
      body: {
        properties: CAR_ENTRY,
      },
    });
    expect(entry.status).toBe(201);

    const { status, body } = await order(paidA.id);
    expect(status).toBe(200);
    expect(body.quote).toMatchObject({
      id: paidA.id,
      code: paidA.code,
      status: "PAID",
      visit: {
        arrivalDate: "2026-12-03",
        departureDate: "2026-12-04",
        arrivalTime: "DAY",
        numberOfPersons: 2,
      },
      totalAmount: paidA.totalAmount,
      payment: {
        currency: "MXN",
        exchangeRate: 1,
        amount: paidA.totalAmount,
        cardBrand: "visa",
        last4: "4242",
      },
    });
    expect(body.contact).toEqual({
      name: "Ana María",
      lastname: "López Torres",
      email: "Ana.Lopez@Example.com",
      phoneNumber: "6461234567",
      city: "Ensenada",
      state: "BCN",
      country: "MX",
    });
    expect(body.payments).toHaveLength(1);
    expect(body.payments[0]).toMatchObject({
      status: "SUCCEEDED",
      currency: "MXN",
      exchangeRate: 1,
      amount: Math.round(paidA.totalAmount * 100),
      amountMxn: Math.round(paidA.totalAmount * 100),
      cardBrand: "visa",
      cardLast4: "4242",
      refunded: 0,
      refundable: Math.round(paidA.totalAmount * 100),
    });
    expect(body.refunds).toEqual([]);
    expect(body.refundedTotals).toEqual([]);
    expect(body.vehicle).toMatchObject({
      vehicleType: "CAR",
      brand: "NISSAN",
      color: "Morado",
      plate: "BCN-12-34",
      firstTime: true,
    });
    expect(body.emails).toHaveLength(1);
    expect(body.emails[0]).toMatchObject({
      kind: "order_confirmation",
      recipient: "Ana.Lopez@Example.com",
      status: "SENT",
      resend: false,
    });
  });

  it("answers 404 for an unknown order, in the request's language", async () => {
    const missing = await office("GET", `/api/office/orders/${randomUUID()}`, undefined, "en");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: "order_not_found", message: "We could not find this order" });
    expect((await order("not-an-id")).status).toBe(404);
  });
});

describe("resending the confirmation", () => {
  it("puts one e-mail in the outbox per request, sends it and audits it", async () => {
    const before = await outboxRows(t, paidB.id);
    const requestId = randomUUID();
    const [first, second] = await Promise.all([
      office<OrderEmailDto>("POST", `/api/office/orders/${paidB.id}/confirmation-emails`, { requestId }),
      office<OrderEmailDto>("POST", `/api/office/orders/${paidB.id}/confirmation-emails`, { requestId }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    expect(first.body).toMatchObject({
      recipient: "bruno@example.org",
      resend: true,
      kind: "order_confirmation",
    });

    const after = await outboxRows(t, paidB.id);
    expect(after).toHaveLength(before.length + 1);
    await t.app.confirmationMail.drain();
    const page = await order(paidB.id);
    expect(page.body.emails.map((email) => [email.resend, email.status])).toEqual([
      [false, "SENT"],
      [true, "SENT"],
    ]);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, paidB.id));
    expect(audit.filter((entry) => entry.action === "order.resend_confirmation")).toHaveLength(1);

    // Another click is another request: one more e-mail.
    const again = await office<OrderEmailDto>("POST", `/api/office/orders/${paidB.id}/confirmation-emails`, {
      requestId: randomUUID(),
    });
    expect(again.status).toBe(201);
    expect(await outboxRows(t, paidB.id)).toHaveLength(before.length + 2);
  });

  it("refuses an order that is not paid, queuing nothing", async () => {
    const refused = await office("POST", `/api/office/orders/${openQuote.id}/confirmation-emails`, {
      requestId: randomUUID(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("order_not_paid");
    expect(await outboxRows(t, openQuote.id)).toEqual([]);
  });
});

describe("refunds through the payment provider", () => {
  function refund(quoteId: string, body: object, language?: string) {
    return office<OrderRefundDto>("POST", `/api/office/orders/${quoteId}/refunds`, body, language);
  }

  it("records one refund when the same request arrives twice at once (a double click)", async () => {
    const quote = await paidQuote(campingInDecember(15), { email: "twice@example.com" });
    const { payment } = await chargeAtProvider(quote.id);
    const body = { paymentId: payment.id, amount: 10_000, requestId: randomUUID() };
    const [a, b] = await Promise.all([refund(quote.id, body), refund(quote.id, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(a.body).toMatchObject({ amount: 10_000, currency: "MXN", staffName: "Desk One" });

    expect(await t.db.select().from(refunds).where(eq(refunds.quoteId, quote.id))).toHaveLength(1);
    expect((await chargeAtProvider(quote.id)).amountRefunded).toBe(10_000);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, quote.id));
    expect(audit.map((entry) => entry.action)).toEqual(["order.refund"]);
    expect(audit[0]?.after).toMatchObject({ refunded: 10_000, refund: { amount: 10_000 } });
  });

  it("refunds a part, then the rest; then nothing is left", async () => {
    const quote = await paidQuote(campingInDecember(17), { email: "parts@example.com" });
    const { payment } = await chargeAtProvider(quote.id);
    const part = await refund(quote.id, { paymentId: payment.id, amount: 5_050, requestId: randomUUID() });
    expect(part.status).toBe(201);
    const rest = payment.amount - 5_050;
    const whole = await refund(quote.id, { paymentId: payment.id, amount: rest, requestId: randomUUID() });
    expect(whole.status).toBe(201);
    expect((await chargeAtProvider(quote.id)).amountRefunded).toBe(payment.amount);

    const page = await order(quote.id);
    expect(page.body.payments[0]).toMatchObject({ refunded: payment.amount, refundable: 0 });
    expect(page.body.refunds.map((r) => r.amount)).toEqual([5_050, rest]);
    expect(page.body.refundedTotals).toEqual([{ currency: "MXN", amount: payment.amount }]);

    const more = await refund(quote.id, { paymentId: payment.id, amount: 1, requestId: randomUUID() }, "en");
    expect(more.status).toBe(409);
    expect(more.body).toEqual({
      error: "refund_not_refundable",
      message: "This payment has nothing left to refund",
    });
  });

  it("refuses more than what remains, and bad amounts, changing nothing here or at the provider", async () => {
    const quote = await paidQuote(campingInDecember(19), { email: "over@example.com" });
    const { payment } = await chargeAtProvider(quote.id);
    await refund(quote.id, { paymentId: payment.id, amount: 1_000, requestId: randomUUID() });

    const over = await refund(quote.id, {
      paymentId: payment.id,
      amount: payment.amount,
      requestId: randomUUID(),
    });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe("refund_over_remaining");
    for (const amount of [0, -5, 10.5]) {
      const bad = await refund(quote.id, { paymentId: payment.id, amount, requestId: randomUUID() });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe("refund_amount_invalid");
    }
    const malformed = await refund(quote.id, { paymentId: payment.id, amount: "ten", requestId: "x" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe("validation_error");

    expect(
      (await t.db.select().from(refunds).where(eq(refunds.quoteId, quote.id))).map((r) => r.amount),
    ).toEqual([1_000]);
    expect((await chargeAtProvider(quote.id)).amountRefunded).toBe(1_000);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, quote.id));
    expect(audit).toHaveLength(1);
  });

  it("records no refund as made when the provider refuses it, keeping its refusal", async () => {
    const quote = await paidQuote(campingInDecember(21), { email: "refused@example.com" });
    const { payment } = await chargeAtProvider(quote.id);
    // Refunded at the provider behind the office's back: the office still thinks all of it remains.
    await t.app.payments.refund(payment.intentId ?? "", payment.amount - 100);
    const refused = await refund(
      quote.id,
      { paymentId: payment.id, amount: payment.amount, requestId: randomUUID() },
      "en",
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: "refund_provider_refused",
      message: "The payment provider refused the refund; nothing was recorded",
    });
    // The attempt is kept as refused, with the provider's code; no refund is recorded as made.
    expect(
      (await t.db.select().from(refunds).where(eq(refunds.quoteId, quote.id))).map((r) => [
        r.status,
        r.failureCode,
        r.providerRefundId,
      ]),
    ).toEqual([["FAILED", "amount_too_large", null]]);
    const page = await order(quote.id);
    expect(page.body.refunds).toEqual([]);
    expect(page.body.payments[0]).toMatchObject({ refunded: 0, refundable: payment.amount });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, quote.id))).toEqual([]);
  });

  it("refuses a payment of another order, and an order without a successful payment", async () => {
    const { payment } = await chargeAtProvider(paidA.id);
    const wrong = await refund(paidB.id, { paymentId: payment.id, amount: 100, requestId: randomUUID() });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error).toBe("payment_not_found");
    expect((await chargeAtProvider(paidA.id)).amountRefunded).toBe(0);
  });
});

describe("only the front desk and admins may use the orders", () => {
  it("refuses every orders call without a session, with another role, without CSRF or signed out", async () => {
    const { payment } = await chargeAtProvider(paidA.id);
    const snapshot = async () => ({
      outbox: (await t.db.select().from(emailOutbox)).length,
      refunds: (await t.db.select().from(refunds)).length,
      // The accounts the boundary checks make are audited (by the command line); the orders' writes are not.
      audit: (await t.db.select().from(auditLog).where(ne(auditLog.entityType, "staff"))).length,
      refundedAtProvider: (await chargeAtProvider(paidA.id)).amountRefunded,
    });
    const before = await snapshot();
    const calls = [
      { method: "GET", url: "/api/office/orders?status=ALL" },
      { method: "GET", url: `/api/office/orders/${paidA.id}` },
      {
        method: "POST",
        url: `/api/office/orders/${paidA.id}/confirmation-emails`,
        payload: { requestId: randomUUID() },
      },
      {
        method: "POST",
        url: `/api/office/orders/${paidA.id}/refunds`,
        payload: { paymentId: payment.id, amount: 100, requestId: randomUUID() },
      },
    ] as const;
    for (const call of calls) await expectStaffOnly(t.app, call, FRONT_DESK_ROLES);
    expect(await snapshot()).toEqual(before);
  });

  it("lets an admin use them", async () => {
    const admin = await signedInStaff(t, { email: "boss@park.example", role: "admin", name: "Boss" });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/office/orders?q=${paidA.code}`,
      headers: staffHeaders(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderSearchResultDto>().orders.map((o) => o.code)).toEqual([paidA.code]);
  });
});
