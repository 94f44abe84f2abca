import { randomUUID } from "node:crypto";
import { CARD_ERROR_CODES } from "@park/domain/checkout/card-errors.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admissionCapacityOverrides } from "../src/db/schema/admission-capacities.ts";
import { payments } from "../src/db/schema/payments.ts";
import { listeningAddress } from "../src/infra/payments/create-payment-gateway.ts";
import { SANDBOX_PUBLISHABLE_KEY } from "../src/infra/payments/sandbox-keys.ts";
import { sandboxStripe } from "../src/infra/payments/stripe-client.ts";
import { createEcommerceStore } from "../src/modules/ecommerce/shared/ecommerce-store.ts";
import enTexts from "../src/texts/en.json";
import esTexts from "../src/texts/es.json";
import {
  campingInDecember,
  createQuote,
  type ErrorBody,
  newVisitorToken,
  send,
  storedQuote,
  visitorToken,
} from "./helpers/ecommerce-test-app.ts";
import {
  answerChallenge,
  buildPaymentTestApp,
  CONTACT,
  contactRows,
  outboxRows,
  type PaymentTestApp,
  pay,
  paymentBody,
  paymentRows,
  sandboxIntents,
} from "./helpers/payment-test-app.ts";
import { PINNED_NOW } from "./helpers/test-app.ts";

let t: PaymentTestApp;
/** Quotes whose next payment "crashes" after the charge (the test-only hook), once each. */
const crashAfterChargeOf = new Set<string>();

beforeAll(async () => {
  t = await buildPaymentTestApp({
    afterCharge(quoteId) {
      if (!crashAfterChargeOf.delete(quoteId)) return;
      throw new Error("the process died between the charge and the sale's last step");
    },
  });
});
afterAll(() => t.close());

async function nothingSaved(quote: QuoteDto) {
  expect((await storedQuote(t, quote.id))?.status).toBe("OPEN");
  expect(await paymentRows(t, quote.id)).toEqual([]);
  expect(await contactRows(t, quote.id)).toEqual([]);
  expect(await outboxRows(t, quote.id)).toEqual([]);
  expect(sandboxIntents(t, quote.id)).toEqual([]);
}

describe("a successful payment (000 §4 Payment; §9 accepted cards: discover, visa, mastercard, amex)", () => {
  it.each([
    ["pm_card_visa", "visa", "4242"],
    ["pm_card_mastercard", "mastercard", "4444"],
    ["pm_card_amex", "amex", "0005"],
    ["pm_card_discover", "discover", "1117"],
  ])("%s pays the quote in pesos, sells it and queues the confirmation once", async (pm, brand, last4) => {
    const quote = await createQuote(t.app, campingInDecember(1));
    const { status, body } = await pay(t.app, paymentBody(quote, { paymentMethodId: pm }));
    expect(status).toBe(200);
    expect(body.paymentInfo).toEqual({
      status: "succeeded",
      message: null,
      clientSecret: null,
      redirectUrl: null,
    });
    expect(body.quote).toMatchObject({
      status: "PAID",
      pendingAmount: 0,
      contact: { name: "Ana María" },
      payment: { currency: "MXN", exchangeRate: 1, amount: quote.totalAmount, cardBrand: brand, last4 },
    });
    // "no e-mail, phone or address leaves the server"
    expect(JSON.stringify(body.quote)).not.toContain(CONTACT.email);
    expect(sandboxIntents(t, quote.id)).toEqual([
      expect.objectContaining({
        amount: Math.round(quote.totalAmount * 100),
        amount_received: Math.round(quote.totalAmount * 100),
        currency: "mxn",
        status: "succeeded",
      }),
    ]);
    const [contact] = await contactRows(t, quote.id);
    expect(contact).toMatchObject({ name: "Ana María", lastname: "López", phoneNumber: "6461234567" });
    expect(await outboxRows(t, quote.id)).toEqual([
      expect.objectContaining({ kind: "order_confirmation", recipient: CONTACT.email, language: "es" }),
    ]);
    const confirmation = await send<QuoteDto>(
      t.app,
      "GET",
      `/api/ecommerce/payment/quotes/code/${quote.code}`,
    );
    expect(confirmation.body.payment).toMatchObject({ cardBrand: brand, last4, currency: "MXN" });
  });
});

describe("card errors (000 §8): status error with the card's code; the visitor may try another card", () => {
  const DECLINES = {
    card_declined: "pm_card_chargeDeclined",
    expired_card: "pm_card_chargeDeclinedExpiredCard",
    incorrect_cvc: "pm_card_chargeDeclinedIncorrectCvc",
    processing_error: "pm_card_chargeDeclinedProcessingError",
  } as const;

  it.each(CARD_ERROR_CODES.map((code) => [code, DECLINES[code]] as const))(
    "%s: nothing charged or sold, the quote OPEN again, then another card pays",
    async (code, pm) => {
      const quote = await createQuote(t.app, campingInDecember(3));
      const declined = await pay(t.app, paymentBody(quote, { paymentMethodId: pm }));
      expect(declined.status).toBe(200);
      expect(declined.body.paymentInfo).toMatchObject({ status: "error", message: code });
      expect(declined.body.quote.status).toBe("OPEN");
      expect(await paymentRows(t, quote.id)).toEqual([
        expect.objectContaining({ status: "FAILED", failureCode: code }),
      ]);
      expect(await outboxRows(t, quote.id)).toEqual([]);
      expect(sandboxIntents(t, quote.id).every((intent) => intent.amount_received === 0)).toBe(true);

      const paid = await pay(t.app, paymentBody(quote));
      expect(paid.body.paymentInfo.status).toBe("succeeded");
      expect(paid.body.quote.status).toBe("PAID");
    },
  );
});

describe("3-D Secure (pm_card_authenticationRequired): card authentication, then a second post with the intent", () => {
  async function authenticationAsked(quote: QuoteDto) {
    const first = await pay(
      t.app,
      paymentBody(quote, { paymentMethodId: "pm_card_authenticationRequired" }),
      {
        origin: t.base,
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.paymentInfo.status).toBe("requires_action");
    expect(first.body.paymentInfo.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(first.body.paymentInfo.redirectUrl).toMatch(
      new RegExp(`^${t.base}/__sandbox/stripe/challenge/pi_`),
    );
    // The quote waits, held, for the second post.
    expect(first.body.quote.status).toBe("PAYMENT_PENDING");
    return first.body.paymentInfo.redirectUrl ?? "";
  }

  async function returnFromChallenge(url: string, outcome: "approve" | "fail") {
    const answer = await answerChallenge(t.base, url, outcome);
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get("location") ?? "");
    expect(back.pathname).toBe("/checkout/contact-payment");
    return back.searchParams.get("payment_intent") ?? "";
  }

  it("approved: the second post confirms and sells; the intent reads succeeded", async () => {
    const quote = await createQuote(t.app, campingInDecember(5));
    const intentId = await returnFromChallenge(await authenticationAsked(quote), "approve");
    const second = await pay(
      t.app,
      paymentBody(quote, { paymentMethodId: undefined, paymentIntentId: intentId }),
    );
    expect(second.status).toBe(200);
    expect(second.body.paymentInfo.status).toBe("succeeded");
    expect(second.body.quote.status).toBe("PAID");
    const intent = await send(t.app, "GET", `/api/ecommerce/quotes/${quote.id}/intent`, {
      token: await visitorToken(t.app),
    });
    expect(intent.body).toMatchObject({ paymentIntentId: intentId, status: "succeeded" });
    expect(sandboxIntents(t, quote.id)).toHaveLength(1);
    expect(await outboxRows(t, quote.id)).toHaveLength(1);
  });

  it("failed: the second post answers the failure and the quote is OPEN for another card", async () => {
    const quote = await createQuote(t.app, campingInDecember(5));
    const intentId = await returnFromChallenge(await authenticationAsked(quote), "fail");
    const second = await pay(
      t.app,
      paymentBody(quote, { paymentMethodId: undefined, paymentIntentId: intentId }),
    );
    expect(second.body.paymentInfo).toMatchObject({
      status: "error",
      message: "payment_intent_authentication_failure",
    });
    expect(second.body.quote.status).toBe("OPEN");
    expect((await pay(t.app, paymentBody(quote))).body.quote.status).toBe("PAID");
  });

  it("refuses an intent of another quote", async () => {
    const quote = await createQuote(t.app, campingInDecember(6));
    const other = await createQuote(t.app, campingInDecember(6));
    const intentId = await returnFromChallenge(await authenticationAsked(other), "approve");
    const refused = await pay(
      t.app,
      paymentBody(quote, { paymentMethodId: undefined, paymentIntentId: intentId }),
    );
    expect(refused.status).toBe(404);
    expect((await storedQuote(t, other.id))?.status).toBe("PAYMENT_PENDING");
  });

  it("another card after an authentication left unfinished cancels that intent and pays with the new one", async () => {
    const quote = await createQuote(t.app, campingInDecember(21));
    await authenticationAsked(quote);
    const paid = await pay(t.app, paymentBody(quote, { paymentMethodId: "pm_card_mastercard" }));
    expect(paid.body.paymentInfo.status).toBe("succeeded");
    expect(paid.body.quote.payment).toMatchObject({ cardBrand: "mastercard" });
    const intents = sandboxIntents(t, quote.id);
    expect(intents.map((intent) => intent.status).sort()).toEqual(["canceled", "succeeded"]);
    expect(intents.reduce((sum, intent) => sum + intent.amount_received, 0)).toBe(
      Math.round(quote.totalAmount * 100),
    );
  });

  it("an authentication abandoned for 30 minutes is cancelled and the quote released by the reconciler", async () => {
    const quote = await createQuote(t.app, campingInDecember(7));
    await authenticationAsked(quote);
    t.advanceMinutes(31);
    await t.app.reconcileCharges();
    expect((await storedQuote(t, quote.id))?.status).toBe("OPEN");
    expect(await paymentRows(t, quote.id)).toEqual([
      expect.objectContaining({ status: "FAILED", failureCode: "canceled" }),
    ]);
    expect(sandboxIntents(t, quote.id)).toEqual([
      expect.objectContaining({ status: "canceled", amount_received: 0 }),
    ]);
  });
});

describe("never charged twice (DESIGN.md §4)", () => {
  it("a double click: both posts answer the one payment, charged once", async () => {
    const quote = await createQuote(t.app, campingInDecember(8));
    const [first, second] = await Promise.all([
      pay(t.app, paymentBody(quote)),
      pay(t.app, paymentBody(quote)),
    ]);
    expect([first.body.paymentInfo.status, second.body.paymentInfo.status]).toEqual([
      "succeeded",
      "succeeded",
    ]);
    expect(sandboxIntents(t, quote.id)).toHaveLength(1);
    expect(await paymentRows(t, quote.id)).toHaveLength(1);
    expect(await outboxRows(t, quote.id)).toHaveLength(1);
    // A post after the payment with another card: "The payment for this visit has already been made".
    const again = await pay(t.app, paymentBody(quote, { paymentMethodId: "pm_card_mastercard" }), {
      language: "en",
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: "quote_paid",
      message: "The payment for this visit has already been made",
    });
  });

  it("a crash between the charge and the sale's last step is finished once by the reconciler", async () => {
    const quote = await createQuote(t.app, campingInDecember(9));
    crashAfterChargeOf.add(quote.id);
    const crashed = await pay(t.app, paymentBody(quote));
    expect(crashed.status).toBe(500);
    expect((await storedQuote(t, quote.id))?.status).toBe("PAYMENT_PENDING");
    expect(await paymentRows(t, quote.id)).toEqual([
      expect.objectContaining({ status: "PROCESSING", intentId: null }),
    ]);
    const [charged] = sandboxIntents(t, quote.id);
    expect(charged?.status).toBe("succeeded");

    // Right away the reconciler leaves it to the request that may still be waiting for the provider.
    await t.app.reconcileCharges();
    expect((await storedQuote(t, quote.id))?.status).toBe("PAYMENT_PENDING");
    t.advanceMinutes(3);
    await Promise.all([t.app.reconcileCharges(), t.app.reconcileCharges()]);

    expect((await storedQuote(t, quote.id))?.status).toBe("PAID");
    expect(await paymentRows(t, quote.id)).toEqual([
      expect.objectContaining({ status: "SUCCEEDED", intentId: charged?.id }),
    ]);
    expect(sandboxIntents(t, quote.id)).toHaveLength(1);
    expect(await outboxRows(t, quote.id)).toHaveLength(1);
    // The visitor's retry of the same payment answers it, charging nothing more.
    expect((await pay(t.app, paymentBody(quote))).body.paymentInfo.status).toBe("succeeded");
    expect(sandboxIntents(t, quote.id)).toHaveLength(1);
  });
});

describe("the reconciler shares its work between processes (FOR UPDATE SKIP LOCKED)", () => {
  it("two claims at the same moment take disjoint attempts, and every sale is finished once", async () => {
    const quotes = await Promise.all([17, 18, 19].map((day) => createQuote(t.app, campingInDecember(day))));
    for (const quote of quotes) {
      crashAfterChargeOf.add(quote.id);
      expect((await pay(t.app, paymentBody(quote))).status).toBe(500);
    }
    t.advanceMinutes(3);
    const store = createEcommerceStore(t.db);
    const now = new Date(Date.parse(PINNED_NOW));
    const claim = () =>
      store.transaction((tx) =>
        tx.payments.claimDue(new Date("2029-01-01T00:00:00Z"), new Date("2030-01-01T00:00:00Z"), 20),
      );
    const [first, second] = await Promise.all([claim(), claim()]);
    const ids = quotes.map((quote) => quote.id);
    const claimed = [...first, ...second].filter((p) => ids.includes(p.quoteId)).map((p) => p.quoteId);
    expect(claimed.sort()).toEqual([...ids].sort());
    // The claims' leases are far ahead; the app's passes finish the sales once they are due again.
    await t.db.update(payments).set({ reconcileAfter: now }).where(inArray(payments.quoteId, ids));
    await Promise.all([t.app.reconcileCharges(), t.app.reconcileCharges()]);
    for (const quote of quotes) {
      expect((await storedQuote(t, quote.id))?.status).toBe("PAID");
      expect(sandboxIntents(t, quote.id)).toHaveLength(1);
      expect(await outboxRows(t, quote.id)).toHaveLength(1);
    }
  });
});

describe("USD cards (000 §9: USD only for cards from the USA; amount / rate rounded to 2 decimals)", () => {
  it("charges round(total / rate, 2) dollars and stores the rate", async () => {
    const quote = await createQuote(t.app, campingInDecember(10));
    const rate = (await send<{ value: number }>(t.app, "GET", "/api/core/exchange-rate")).body.value;
    const dollars = Math.round((quote.totalAmount / rate) * 100) / 100;
    const { body } = await pay(t.app, paymentBody(quote, { currency: "USD", exchangeRate: rate }));
    expect(body.quote.payment).toMatchObject({ currency: "USD", exchangeRate: rate, amount: dollars });
    expect(sandboxIntents(t, quote.id)).toEqual([
      expect.objectContaining({ currency: "usd", amount: Math.round(dollars * 100), status: "succeeded" }),
    ]);
    expect(await paymentRows(t, quote.id)).toEqual([
      expect.objectContaining({
        currency: "USD",
        exchangeRate: rate,
        amount: Math.round(dollars * 100),
        amountMxn: Math.round(quote.totalAmount * 100),
        cardCountry: "US",
      }),
    ]);
  });

  it("refuses a rate other than the one shown now, or pesos at a rate, and charges nothing", async () => {
    const quote = await createQuote(t.app, campingInDecember(11));
    const rate = (await send<{ value: number }>(t.app, "GET", "/api/core/exchange-rate")).body.value;
    const usd = await pay(t.app, paymentBody(quote, { currency: "USD", exchangeRate: rate + 0.5 }));
    expect(usd.status).toBe(409);
    expect(usd.body).toMatchObject({ error: "exchange_rate_changed", exchangeRate: rate });
    const mxn = await pay(t.app, paymentBody(quote, { currency: "MXN", exchangeRate: rate }));
    expect(mxn.body).toMatchObject({ error: "exchange_rate_changed", exchangeRate: 1 });
    await nothingSaved(quote);
  });

  it("refuses USD for a card that is not from the USA", async () => {
    const quote = await createQuote(t.app, campingInDecember(11));
    const rate = (await send<{ value: number }>(t.app, "GET", "/api/core/exchange-rate")).body.value;
    const refused = await pay(
      t.app,
      paymentBody(quote, { currency: "USD", exchangeRate: rate, paymentMethodId: "pm_card_mx" }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("card_country_mismatch");
    await nothingSaved(quote);
  });
});

describe("refusals: a 4xx with a clear message; nothing charged, sold or half-saved", () => {
  it("refuses a total other than the server's, answering the new total", async () => {
    const quote = await createQuote(t.app, campingInDecember(12));
    const refused = await pay(t.app, paymentBody(quote, { totalAmount: quote.totalAmount - 50 }), {
      language: "en",
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: "total_changed", totalAmount: quote.totalAmount });
    expect(refused.body.message).toContain("has changed");
    await nothingSaved(quote);
  });

  it("stops online payment after 10 refused cards: can_not_make_any_more_online_payments", async () => {
    const quote = await createQuote(t.app, campingInDecember(20));
    const browser = sandboxStripe(listeningAddress(t.app.server)!, SANDBOX_PUBLISHABLE_KEY);
    for (let attempt = 0; attempt < 10; attempt++) {
      // Each try is a new payment method, as the browser creates one per submission.
      const card = await browser.paymentMethods.create({
        type: "card",
        card: { number: "4000000000000002", exp_month: 12, exp_year: 2030, cvc: "123" },
      });
      const declined = await pay(t.app, paymentBody(quote, { paymentMethodId: card.id }));
      expect(declined.body.paymentInfo).toMatchObject({ status: "error", message: "card_declined" });
    }
    const stopped = await pay(t.app, paymentBody(quote), { language: "en" });
    expect(stopped.status).toBe(409);
    expect(stopped.body).toEqual({
      error: "can_not_make_any_more_online_payments",
      message: "No more online payments can be made for this visit; please contact the park",
    });
    expect((await storedQuote(t, quote.id))?.status).toBe("OPEN");
  });

  it("the same refused card again answers its refusal without asking the provider", async () => {
    const quote = await createQuote(t.app, campingInDecember(20));
    const body = paymentBody(quote, { paymentMethodId: "pm_card_chargeDeclinedExpiredCard" });
    expect((await pay(t.app, body)).body.paymentInfo.message).toBe("expired_card");
    expect((await pay(t.app, body)).body.paymentInfo).toMatchObject({
      status: "error",
      message: "expired_card",
    });
    expect(await paymentRows(t, quote.id)).toHaveLength(1);
    expect(sandboxIntents(t, quote.id)).toHaveLength(1);
  });

  it("someone else's quote is 403, an unknown one 404, without a token 401", async () => {
    const quote = await createQuote(t.app, campingInDecember(12));
    const stranger = await newVisitorToken(t.app);
    const notYours = await pay(t.app, paymentBody(quote), { token: stranger });
    expect(notYours.status).toBe(403);
    expect(notYours.body.error).toBe("quote_not_yours");
    const unknown = await pay(t.app, paymentBody({ ...quote, id: randomUUID() }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("quote_not_found");
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/ecommerce/payment/",
      payload: paymentBody(quote),
    });
    expect(anonymous.statusCode).toBe(401);
    const intent = await send<ErrorBody>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}/intent`, {
      token: stranger,
    });
    expect(intent.status).toBe(403);
    await nothingSaved(quote);
  });

  it("answers the contact form's rules with the spec's messages (000 §5)", async () => {
    const quote = await createQuote(t.app, campingInDecember(13));
    const es = await pay(t.app, paymentBody(quote, { contact: { ...CONTACT, name: " ", email: "ana@" } }), {
      language: "es",
    });
    expect(es.status).toBe(400);
    expect(es.body.fields).toEqual([
      { path: "contact.name", message: "Este campo es requerido" },
      { path: "contact.email", message: "El e-mail no parece ser válido" },
    ]);
    const en = await pay(
      t.app,
      paymentBody(quote, {
        cardOwner: "x".repeat(41),
        contact: { ...CONTACT, lastname: "y".repeat(46), phoneNumber: "(646) 123-45" },
      }),
      { language: "en" },
    );
    expect(en.body.fields).toEqual([
      { path: "cardOwner", message: enTexts.fields.too_long },
      { path: "contact.lastname", message: enTexts.fields.too_long },
      { path: "contact.phoneNumber", message: "Invalid Phone number" },
    ]);
    const places = await pay(t.app, paymentBody(quote, { contact: { ...CONTACT, country: "ZZ" } }), {
      language: "en",
    });
    expect(places.body.fields).toEqual([
      { path: "contact.country", message: enTexts.fields.invalid_country },
    ]);
    const state = await pay(t.app, paymentBody(quote, { contact: { ...CONTACT, state: "TX" } }), {
      language: "en",
    });
    expect(state.body.fields).toEqual([{ path: "contact.state", message: enTexts.fields.invalid_state }]);
    await nothingSaved(quote);
  });

  it("asks for the phone only when the quote has lodging", async () => {
    const cabin = await createQuote(t.app, campingInDecember(14, { stayType: "CABIN" }));
    const refused = await pay(t.app, paymentBody(cabin, { contact: { ...CONTACT, phoneNumber: "" } }), {
      language: "en",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([
      { path: "contact.phoneNumber", message: "This is a required field" },
    ]);
    await nothingSaved(cabin);
    const camp = await createQuote(t.app, campingInDecember(14));
    const paid = await pay(t.app, paymentBody(camp, { contact: { ...CONTACT, phoneNumber: "" } }));
    expect(paid.body.quote.status).toBe("PAID");
  });
});

describe("the last lodging unit (DESIGN.md §3: held or sold once)", () => {
  it("20 parallel payments for the last lake village sell exactly one and charge exactly one", async () => {
    const night = campingInDecember(15, { stayType: "LAKE_VILLAGE" });
    const four = await createQuote(t.app, { ...night, numberOfPersons: 24 });
    expect((await pay(t.app, paymentBody(four))).body.quote.status).toBe("PAID");

    const token = await visitorToken(t.app);
    const racers = await Promise.all(
      Array.from({ length: 20 }, () => createQuote(t.app, night, "es", token)),
    );
    const answers = await Promise.all(racers.map((quote) => pay(t.app, paymentBody(quote))));
    const paid = answers.filter((a) => a.status === 200 && a.body.paymentInfo.status === "succeeded");
    expect(paid).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((a) => a.body.error))).toEqual(new Set(["can_not_save_reservation"]));
    expect(refused[0]?.body.message).toBe("Alguno de los hospedajes no está disponible");
    const charged = racers.flatMap((quote) => sandboxIntents(t, quote.id));
    expect(charged).toHaveLength(1);
  });
});

describe("the last places of an admission capacity (000 §8 capacity message)", () => {
  it("6 parallel payments of 2 persons for 6 places sell exactly 3; the rest get the capacity message", async () => {
    await t.db
      .insert(admissionCapacityOverrides)
      .values({ date: "2026-12-23", arrivalTime: "NIGHT", persons: 6 });
    t.app.catalog.invalidate();
    const token = await visitorToken(t.app);
    const racers = await Promise.all(
      Array.from({ length: 6 }, () => createQuote(t.app, campingInDecember(23), "en", token)),
    );
    const answers = await Promise.all(
      racers.map((quote) => pay(t.app, paymentBody(quote), { language: "en" })),
    );
    expect(answers.filter((a) => a.body.paymentInfo?.status === "succeeded")).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused.map((a) => a.body)).toEqual(
      Array.from({ length: 3 }, () => ({
        error: "capacity_full",
        message:
          "We have reached our authorized capacity limit for the Arrival Date(s) and Time(s) that you have selected. Therefore, this purchase cannot be processed.",
      })),
    );
    expect(racers.flatMap((quote) => sandboxIntents(t, quote.id))).toHaveLength(3);
  });
});

describe("reads of the checkout", () => {
  it("settings give the sandbox's key for both currencies", async () => {
    const { body } = await send(t.app, "GET", "/api/ecommerce/payment/settings");
    expect(body).toEqual({
      mode: "sandbox",
      publishableKeys: { MXN: "pk_test_park_sandbox", USD: "pk_test_park_sandbox" },
    });
  });

  it("the intent of a quote without payment is 404; an unpaid quote has no payment or contact", async () => {
    const quote = await createQuote(t.app, campingInDecember(16));
    const intent = await send<ErrorBody>(t.app, "GET", `/api/ecommerce/quotes/${quote.id}/intent`, {
      token: await visitorToken(t.app),
    });
    expect(intent.status).toBe(404);
    const { body } = await send<QuoteDto>(t.app, "GET", `/api/ecommerce/payment/quotes/${quote.id}`);
    expect(body).toMatchObject({ status: "OPEN", payment: null, contact: null });
  });
});

describe('000 §9: "Purchases at least 24 hours ahead"', () => {
  it("refuses a quote whose arrival is now within 24 hours, in both languages", async () => {
    // Bought at 10:00 for tomorrow's night arrival (6:00 pm, 32 hours ahead), paid at 7:00 pm: 23 hours.
    const quote = await createQuote(t.app, {
      ...campingInDecember(1),
      arrivalDate: "2026-11-23",
      departureDate: "2026-11-24",
      arrivalTime: "NIGHT",
    });
    t.advanceMinutes(9 * 60);
    try {
      // A day later the visitor's token has expired: the browser renews it for the same visitor.
      const renewed = await t.app.inject({
        method: "POST",
        url: "/auth/visitor/renew",
        headers: { authorization: `Bearer ${await visitorToken(t.app)}` },
      });
      const token = renewed.json<{ token: string }>().token;
      const es = await pay(t.app, paymentBody(quote), { language: "es", token });
      expect(es.status).toBe(400);
      expect(es.body).toEqual({
        error: "arrival_too_soon",
        message: esTexts.errors.arrival_too_soon,
      });
      const en = await pay(t.app, paymentBody(quote), { language: "en", token });
      expect(en.body.message).toBe(
        "Purchases must be made at least 24 hours before the arrival time: choose a later arrival.",
      );
      await nothingSaved(quote);
    } finally {
      t.advanceMinutes(-9 * 60);
    }
  });
});
