import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { ConfigError, loadConfig } from "../src/config.ts";
import { createPaymentGateway, listeningAddress } from "../src/infra/payments/create-payment-gateway.ts";
import {
  type CreateIntentInput,
  type PaymentAttempt,
  type PaymentGateway,
  PaymentGatewayError,
} from "../src/infra/payments/payment-gateway.ts";
import { SANDBOX_PUBLISHABLE_KEY } from "../src/infra/payments/sandbox-keys.ts";
import { type SandboxAddress, sandboxStripe } from "../src/infra/payments/stripe-client.ts";
import { parseStripeForm } from "../src/modules/sandbox/stripe/form-encoding.ts";
import { openSandboxStore } from "../src/modules/sandbox/stripe/sandbox-store.ts";
import { answerChallenge } from "./helpers/payment-test-app.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";
import { createTestDatabase } from "./helpers/test-database.ts";

let t: TestApp;
let address: SandboxAddress;
let base: string;
/** The server's SDK, as the gateway builds it. */
let stripe: Stripe;
/** The SDK with the publishable key, as the browser creates payment methods. */
let browser: Stripe;
let gateway: PaymentGateway;

beforeAll(async () => {
  t = await buildTestApp();
  // The SDK needs a real HTTP server: the sandbox is reached over the network like Stripe.
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  address = listeningAddress(t.app.server)!;
  base = `http://${address.host}:${address.port}`;
  stripe = sandboxStripe(address);
  browser = sandboxStripe(address, SANDBOX_PUBLISHABLE_KEY);
  gateway = t.app.payments;
});
afterAll(() => t.close());

const NEXT_YEAR = 2027;

function charge(
  paymentMethodId: string,
  overrides: Partial<CreateIntentInput> = {},
): Promise<PaymentAttempt> {
  return gateway.createAndConfirmIntent({
    amount: 125_050,
    currency: "mxn",
    paymentMethodId,
    idempotencyKey: randomUUID(),
    metadata: { quoteId: "42" },
    ...overrides,
  });
}

function cardOf(number: string, cvc = "123") {
  return browser.paymentMethods.create({
    type: "card",
    card: { number, exp_month: 12, exp_year: NEXT_YEAR, cvc },
    billing_details: { name: "Ana López", email: "ana@example.com" },
    metadata: { shoppingCartId: "42" },
  });
}

function succeeded(attempt: PaymentAttempt) {
  if (attempt.outcome !== "intent") throw new Error(`expected an intent, got ${attempt.failure.code}`);
  return attempt.intent;
}

describe("successful charges (each accepted brand, 000 §9: discover, visa, mastercard, amex)", () => {
  it.each([
    ["pm_card_visa", "visa"],
    ["pm_card_mastercard", "mastercard"],
    ["pm_card_amex", "amex"],
    ["pm_card_discover", "discover"],
  ])("%s is charged in full", async (token, brand) => {
    const intent = succeeded(await charge(token));
    expect(intent).toMatchObject({
      status: "succeeded",
      amount: 125_050,
      currency: "mxn",
      amountReceived: 125_050,
      amountRefunded: 0,
      metadata: { quoteId: "42" },
      authenticationUrl: null,
      lastFailure: null,
    });
    expect(intent.id).toMatch(/^pi_/);
    const raw = await stripe.paymentIntents.retrieve(intent.id, { expand: ["payment_method"] });
    expect(raw.payment_method).toMatchObject({ card: { brand, country: "US" } });
  });

  it.each([
    ["4242424242424242", "visa", "4242"],
    ["5555555555554444", "mastercard", "4444"],
    ["378282246310005", "amex", "0005"],
    ["6011111111111117", "discover", "1117"],
  ])("card number %s, entered in the browser, is a US %s and is charged", async (number, brand, last4) => {
    const method = await cardOf(number, brand === "amex" ? "1234" : "123");
    expect(await gateway.retrievePaymentMethod(method.id)).toEqual({
      type: "card",
      id: method.id,
      card: { id: method.id, brand, country: "US", last4 },
    });
    expect(method.billing_details.name).toBe("Ana López");
    expect(method.metadata).toEqual({ shoppingCartId: "42" });
    expect(succeeded(await charge(method.id)).status).toBe("succeeded");
  });

  it("has a Mexican card (pm_card_mx, 4000 0048 4000 8001) for the MXN-only rule", async () => {
    const method = await cardOf("4000004840008001");
    expect(await gateway.retrievePaymentMethod(method.id)).toMatchObject({ card: { country: "MX" } });
    const intent = succeeded(await charge("pm_card_mx"));
    const raw = await stripe.paymentIntents.retrieve(intent.id, { expand: ["payment_method"] });
    expect(raw.payment_method).toMatchObject({ card: { brand: "visa", country: "MX" } });
  });

  it("charges USD in cents", async () => {
    const intent = succeeded(await charge("pm_card_visa", { amount: 6_213, currency: "usd" }));
    expect(intent).toMatchObject({ amount: 6_213, currency: "usd", status: "succeeded" });
  });

  it("answers null for a payment method or intent it does not know", async () => {
    expect(await gateway.retrievePaymentMethod("pm_unknown")).toBeNull();
    expect(await gateway.retrieveIntent("pi_unknown")).toBeNull();
  });
});

describe("declines (000 §8: card_declined, processing_error, expired_card, incorrect_cvc)", () => {
  it.each([
    ["pm_card_chargeDeclined", "4000000000000002", "card_declined", "generic_decline"],
    ["pm_card_chargeDeclinedExpiredCard", "4000000000000069", "expired_card", "expired_card"],
    ["pm_card_chargeDeclinedIncorrectCvc", "4000000000000127", "incorrect_cvc", "incorrect_cvc"],
    ["pm_card_chargeDeclinedProcessingError", "4000000000000119", "processing_error", "processing_error"],
  ])("%s and card %s are refused with %s", async (token, number, code, declineCode) => {
    for (const paymentMethod of [token, (await cardOf(number)).id]) {
      const attempt = await charge(paymentMethod);
      if (attempt.outcome !== "card_error") throw new Error("expected a card error");
      expect(attempt.failure).toMatchObject({ code, declineCode });
      expect(attempt.intent).toMatchObject({ status: "requires_payment_method", amountReceived: 0 });
      const later = await gateway.retrieveIntent(attempt.intent?.id ?? "");
      expect(later?.status).toBe("requires_payment_method");
      expect(later?.lastFailure?.code).toBe(code);
    }
  });

  it("answers Stripe's error object with the intent, over HTTP status 402", async () => {
    const error = await stripe.paymentIntents
      .create({ amount: 5_000, currency: "mxn", payment_method: "pm_card_chargeDeclined", confirm: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const cardError = error as Stripe.errors.StripeCardError;
    expect(cardError.statusCode).toBe(402);
    expect(cardError.type).toBe("StripeCardError");
    expect(cardError.code).toBe("card_declined");
    expect(cardError.decline_code).toBe("generic_decline");
    expect(cardError.message).toBe("Your card was declined.");
    expect(cardError.payment_intent?.status).toBe("requires_payment_method");
    expect(cardError.charge).toMatch(/^ch_/);
  });

  it("refuses card data Stripe would refuse: a wrong number, a live card, a past expiry, a short code", async () => {
    const refusal = (card: Stripe.PaymentMethodCreateParams.Card) =>
      browser.paymentMethods.create({ type: "card", card }).catch((e: Stripe.errors.StripeError) => e);
    expect(
      await refusal({ number: "4242424242424241", exp_month: 12, exp_year: NEXT_YEAR, cvc: "123" }),
    ).toMatchObject({ type: "StripeCardError", code: "incorrect_number" });
    expect(
      await refusal({ number: "4111111111111111", exp_month: 12, exp_year: NEXT_YEAR, cvc: "123" }),
    ).toMatchObject({ code: "card_declined", decline_code: "test_mode_live_card" });
    expect(
      await refusal({ number: "4242424242424242", exp_month: 12, exp_year: 2025, cvc: "123" }),
    ).toMatchObject({ code: "invalid_expiry_year" });
    expect(
      await refusal({ number: "4242424242424242", exp_month: 13, exp_year: NEXT_YEAR, cvc: "123" }),
    ).toMatchObject({ code: "invalid_expiry_month" });
    expect(
      await refusal({ number: "378282246310005", exp_month: 12, exp_year: NEXT_YEAR, cvc: "123" }),
    ).toMatchObject({ code: "invalid_cvc" });
  });

  it("refuses what Stripe refuses before charging: unknown parameters, amounts below the minimum", async () => {
    await expect(
      stripe.paymentIntents.create({ amount: 5_000, currency: "mxn", ...{ colour: "red" } }),
    ).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      code: "parameter_unknown",
      param: "colour",
    });
    await expect(charge("pm_card_visa", { amount: 999 })).rejects.toMatchObject({
      kind: "invalid_request",
      code: "amount_too_small",
      message: "Amount must be at least $10.00 mxn",
    });
  });
});

async function challenge(url: string, language: string) {
  const response = await fetch(url, { headers: { "accept-language": language } });
  return { status: response.status, html: await response.text(), type: response.headers.get("content-type") };
}

describe("3-D Secure (pm_card_authenticationRequired, 4000 0025 0000 3155)", () => {
  const returnUrl = () => `${base}/checkout/contact-payment?step=3ds`;

  async function authenticationRequired(paymentMethod = "pm_card_authenticationRequired") {
    const intent = succeeded(await charge(paymentMethod, { returnUrl: returnUrl() }));
    expect(intent.status).toBe("requires_action");
    expect(intent.authenticationUrl).toMatch(
      new RegExp(`^${base}/__sandbox/stripe/challenge/${intent.id}\\?client_secret=`),
    );
    return intent;
  }

  it("asks for authentication and shows an accessible challenge page in Spanish and English", async () => {
    const intent = await authenticationRequired((await cardOf("4000002500003155")).id);
    const url = intent.authenticationUrl ?? "";
    const spanish = await challenge(url, "es-MX,es;q=0.9");
    expect(spanish.status).toBe(200);
    expect(spanish.type).toContain("text/html");
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain("<h1>Autenticación 3-D Secure de prueba</h1>");
    expect(spanish.html).toContain('<button type="submit" class="approve">Aprobar autenticación</button>');
    expect(spanish.html).toContain('<button type="submit" class="fail">Rechazar autenticación</button>');
    expect(spanish.html).toContain("$1,250.50");
    expect(spanish.html).toContain("•••• 3155");
    const english = await challenge(url, "en-US");
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain("Approve authentication");
    expect(english.html).toContain("Fail authentication");
    expect((await challenge(`${base}/__sandbox/stripe/challenge/${intent.id}`, "en")).status).toBe(404);
  });

  it("approved: returns to return_url, and the server's confirm charges it (manual confirmation)", async () => {
    const intent = await authenticationRequired();
    const answer = await answerChallenge(base, intent.authenticationUrl ?? "", "approve");
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get("location") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe(`${base}/checkout/contact-payment`);
    expect(back.searchParams.get("step")).toBe("3ds");
    expect(back.searchParams.get("payment_intent")).toBe(intent.id);
    expect(back.searchParams.get("payment_intent_client_secret")).toBe(intent.clientSecret);
    expect(back.searchParams.get("redirect_status")).toBe("succeeded");

    expect((await gateway.retrieveIntent(intent.id))?.status).toBe("requires_confirmation");
    const confirmed = succeeded(await gateway.confirmIntent(intent.id));
    expect(confirmed).toMatchObject({ status: "succeeded", amountReceived: 125_050 });
    // A second post of the same payment (double click) finds it paid, without a second charge.
    expect(succeeded(await gateway.confirmIntent(intent.id))).toMatchObject({
      status: "succeeded",
      amountReceived: 125_050,
    });
    expect((await challenge(intent.authenticationUrl ?? "", "en")).html).toContain(
      "This authentication has already been answered.",
    );
  });

  it("failed: returns with redirect_status=failed and the intent needs another card", async () => {
    const intent = await authenticationRequired();
    const answer = await answerChallenge(base, intent.authenticationUrl ?? "", "fail");
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get("location") ?? "").searchParams.get("redirect_status")).toBe("failed");
    const failed = await gateway.retrieveIntent(intent.id);
    expect(failed).toMatchObject({
      status: "requires_payment_method",
      amountReceived: 0,
      lastFailure: { code: "payment_intent_authentication_failure" },
    });
    await expect(gateway.confirmIntent(intent.id)).rejects.toMatchObject({
      kind: "invalid_request",
      code: "payment_intent_unexpected_state",
    });
  });

  it("an abandoned authentication can be canceled, and is then never charged", async () => {
    const intent = await authenticationRequired();
    expect((await gateway.cancelIntent(intent.id)).status).toBe("canceled");
    expect(succeeded(await gateway.confirmIntent(intent.id)).status).toBe("canceled");
    expect((await answerChallenge(base, intent.authenticationUrl ?? "", "approve")).status).toBe(409);
  });
});

describe("idempotency keys (docs.stripe.com/api/idempotent_requests)", () => {
  const params = (amount = 250_000): Stripe.PaymentIntentCreateParams => ({
    amount,
    currency: "mxn",
    payment_method: "pm_card_visa",
    confirm: true,
    metadata: { quoteId: "7" },
  });

  it("the same key with the same parameters replays the first answer: one intent, one charge", async () => {
    const key = `quote-7-${randomUUID()}`;
    const first = await stripe.paymentIntents.create(params(), { idempotencyKey: key });
    const again = await stripe.paymentIntents.create(params(), { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.latest_charge).toBe(first.latest_charge);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(first.lastResponse.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("parallel attempts with one key (a double click, a second tab) all answer the same intent", async () => {
    const idempotencyKey = `quote-8-${randomUUID()}`;
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => charge("pm_card_visa", { idempotencyKey })),
    );
    const ids = new Set(attempts.map((a) => succeeded(a).id));
    expect(ids.size).toBe(1);
  });

  it("a decline is replayed too, so a retry does not try the card again", async () => {
    const idempotencyKey = randomUUID();
    const first = await charge("pm_card_chargeDeclined", { idempotencyKey });
    const again = await charge("pm_card_chargeDeclined", { idempotencyKey });
    expect(first.outcome).toBe("card_error");
    expect(again).toEqual(first);
  });

  it("the same key with other parameters is refused with an idempotency_error", async () => {
    const key = randomUUID();
    await stripe.paymentIntents.create(params(), { idempotencyKey: key });
    const error = await stripe.paymentIntents
      .create(params(260_000), { idempotencyKey: key })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(400);
    expect((error as Stripe.errors.StripeError).message).toContain(
      "Keys for idempotent requests can only be used with the same parameters they were first used with.",
    );
    const refused = charge("pm_card_visa", {
      idempotencyKey: key,
      amount: 250_000,
      metadata: { quoteId: "7" },
    });
    await expect(refused).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(refused).rejects.toMatchObject({ kind: "idempotency" });
    await expect(
      stripe.refunds.create({ payment_intent: "pi_x" }, { idempotencyKey: key }),
    ).rejects.toMatchObject({ type: "StripeIdempotencyError" });
  });
});

describe("refunds", () => {
  it("refunds part, then the rest, and no more", async () => {
    const intent = succeeded(await charge("pm_card_visa", { amount: 100_000 }));
    const partial = await gateway.refund(intent.id, 30_000);
    expect(partial).toMatchObject({
      amount: 30_000,
      currency: "mxn",
      status: "succeeded",
      intentId: intent.id,
    });
    expect(partial.id).toMatch(/^re_/);
    expect((await gateway.retrieveIntent(intent.id))?.amountRefunded).toBe(30_000);
    await expect(gateway.refund(intent.id, 70_001)).rejects.toMatchObject({
      kind: "invalid_request",
      code: "amount_too_large",
      message: "Refund amount ($700.01) is greater than unrefunded amount on charge ($700.00)",
    });
    expect((await gateway.refund(intent.id)).amount).toBe(70_000);
    expect((await gateway.retrieveIntent(intent.id))?.amountRefunded).toBe(100_000);
    await expect(gateway.refund(intent.id, 1)).rejects.toMatchObject({ code: "charge_already_refunded" });
  });

  it("refuses to refund an intent that was not paid", async () => {
    const attempt = await charge("pm_card_chargeDeclined");
    await expect(gateway.refund(attempt.intent?.id ?? "")).rejects.toMatchObject({
      kind: "invalid_request",
      code: "charge_not_refundable",
    });
  });
});

describe("search (docs.stripe.com/search, the reconciler's lookup of an intent whose id was lost)", () => {
  it("finds the intent created with a metadata value, newest first, with the charge expanded", async () => {
    const attempt = randomUUID();
    const paid = succeeded(await charge("pm_card_visa", { metadata: { paymentAttempt: attempt } }));
    expect(await gateway.findIntentByMetadata("paymentAttempt", attempt)).toMatchObject({
      id: paid.id,
      status: "succeeded",
      amountReceived: 125_050,
    });
    expect(await gateway.findIntentByMetadata("paymentAttempt", randomUUID())).toBeNull();
  });

  it("joins exact clauses with AND or OR through the SDK, as Stripe's query language does", async () => {
    const tag = randomUUID();
    const paid = succeeded(await charge("pm_card_visa", { metadata: { batch: tag } }));
    const declined = await charge("pm_card_chargeDeclined", { metadata: { batch: tag } });
    const declinedId = declined.outcome === "card_error" ? declined.intent?.id : undefined;
    const both = await stripe.paymentIntents.search({ query: `metadata['batch']:'${tag}'` });
    expect(both.data.map((intent) => intent.id).sort()).toEqual([paid.id, declinedId].sort());
    const onlyPaid = await stripe.paymentIntents.search({
      query: `metadata['batch']:'${tag}' AND status:'succeeded'`,
    });
    expect(onlyPaid.data.map((intent) => intent.id)).toEqual([paid.id]);
  });

  it("refuses a query it cannot answer exactly, with Stripe's 400", async () => {
    await expect(
      stripe.paymentIntents.search({ query: "amount>1000 AND status:'succeeded' OR currency:'mxn'" }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 400, param: "query" });
  });
});

describe("keys", () => {
  it("answers 401 without a key or with a wrong one, in Stripe's error shape", async () => {
    const response = await fetch(`${base}/__sandbox/stripe/v1/payment_intents`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "amount=5000&currency=mxn",
    });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe("invalid_request_error");
    expect(body.error.message).toContain("You did not provide an API key.");

    const stranger = sandboxStripe(address, "sk_test_not_the_sandbox");
    await expect(stranger.paymentIntents.retrieve("pi_x")).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it("lets the publishable key create payment methods only", async () => {
    await expect(browser.paymentIntents.create({ amount: 5_000, currency: "mxn" })).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
    });
    expect((await cardOf("4242424242424242")).id).toMatch(/^pm_/);
  });

  it("answers Stripe's 404 for a path it does not serve", async () => {
    const response = await fetch(`${base}/__sandbox/stripe/v1/customers`, {
      headers: { authorization: "Bearer sk_test_park_sandbox" },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { type: "invalid_request_error", message: "Unrecognized request URL (GET: /v1/customers)." },
    });
  });
});

describe("the sandbox's state", () => {
  it("is on disk after every answer, so a restarted server can tell the reconciler what happened", async () => {
    const intent = succeeded(await charge("pm_card_visa", { amount: 50_000 }));
    await gateway.refund(intent.id, 10_000);
    const reopened = openSandboxStore(t.config.dataDir);
    const stored = reopened.paymentIntents.get(intent.id)?.object;
    expect(stored).toMatchObject({ status: "succeeded", amount: 50_000 });
    expect(reopened.charges.get(stored?.latest_charge ?? "")?.amount_refunded).toBe(10_000);
  });

  it("keeps every one of many simultaneous payments on disk once each has been answered", async () => {
    // Writes are shared by the calls that arrive during one write; none may be left out of the file.
    const intents = await Promise.all(
      Array.from({ length: 40 }, (_, i) => charge("pm_card_visa", { amount: 10_000 + i }).then(succeeded)),
    );
    const reopened = openSandboxStore(t.config.dataDir);
    for (const intent of intents) {
      expect(reopened.paymentIntents.get(intent.id)?.object.status).toBe("succeeded");
    }
  });
});

describe("production", () => {
  it("never uses the sandbox: the config demands real keys, the gateway and the app refuse to start", async () => {
    expect(() => loadConfig({ APP_MODE: "production" })).toThrow(ConfigError);
    const production = { ...t.config, appMode: "production" as const };
    expect(() => createPaymentGateway(production, () => address)).toThrow(
      "The Stripe sandbox is refused when APP_MODE=production",
    );
    const database = await createTestDatabase();
    try {
      await expect(buildApp(production, { database: await database.open() })).rejects.toThrow(
        "The Stripe sandbox is refused when APP_MODE=production",
      );
    } finally {
      await database.drop();
    }
  });

  it("before the app listens, a charge fails as an unknown outcome (nothing reached the sandbox)", async () => {
    const early = createPaymentGateway(t.config, () => null);
    const refused = early.createAndConfirmIntent({
      amount: 5_000,
      currency: "mxn",
      paymentMethodId: "pm_card_visa",
      idempotencyKey: randomUUID(),
      metadata: {},
    });
    await expect(refused).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(refused).rejects.toMatchObject({
      kind: "unknown_outcome",
      message: "The Stripe sandbox is served by this app, which is not listening yet.",
    });
  });

  it("with a real secret key the sandbox is not mounted and the gateway talks to Stripe", async () => {
    const real = await buildTestApp({ STRIPE_SECRET_KEY: "sk_test_real_account" });
    try {
      expect(real.app.payments.mode).toBe("stripe");
      const response = await real.app.inject({
        method: "GET",
        url: "/__sandbox/stripe/v1/payment_intents/pi_x",
        headers: { authorization: "Bearer sk_test_park_sandbox" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: "not_found" });
    } finally {
      await real.close();
    }
  });
});

describe("Stripe's form encoding", () => {
  it("reads nested hashes and indexed lists as stripe-node sends them", () => {
    expect(
      parseStripeForm(
        "amount=5000&payment_method_data[card][number]=4242424242424242&metadata[quoteId]=7&expand[0]=latest_charge&expand[1]=payment_method&tags[]=a&tags[]=b",
      ),
    ).toEqual({
      amount: "5000",
      payment_method_data: { card: { number: "4242424242424242" } },
      metadata: { quoteId: "7" },
      expand: ["latest_charge", "payment_method"],
      tags: ["a", "b"],
    });
  });

  it("takes card data inline as payment_method_data, the way Stripe.js sends it", async () => {
    const post = (number: string) =>
      fetch(`${base}/__sandbox/stripe/v1/payment_intents`, {
        method: "POST",
        headers: {
          authorization: "Bearer sk_test_park_sandbox",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: [
          "amount=20000",
          "currency=mxn",
          "confirm=true",
          "payment_method_data[type]=card",
          `payment_method_data[card][number]=${number}`,
          "payment_method_data[card][exp_month]=4",
          "payment_method_data[card][exp_year]=2029",
          "payment_method_data[card][cvc]=123",
          "payment_method_data[billing_details][address][postal_code]=22800",
          "expand[]=payment_method",
        ].join("&"),
      });
    const paid = await post("4242424242424242");
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({
      status: "succeeded",
      amount_received: 20_000,
      payment_method: {
        card: { brand: "visa", last4: "4242", exp_month: 4, exp_year: 2029 },
        billing_details: { address: { postal_code: "22800" } },
      },
    });
    const declined = await post("4000000000000002");
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({
      error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
        payment_intent: { status: "requires_payment_method", last_payment_error: { code: "card_declined" } },
      },
    });
  });

  it("refuses keys that would reach Object.prototype, with Stripe's 400", async () => {
    expect(() => parseStripeForm("metadata[__proto__][x]=1")).toThrow("Invalid parameter");
    expect(() => parseStripeForm("constructor[prototype][x]=1")).toThrow("Invalid parameter");
    const response = await fetch(`${base}/__sandbox/stripe/v1/payment_intents`, {
      method: "POST",
      headers: {
        authorization: "Bearer sk_test_park_sandbox",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "amount=5000&currency=mxn&metadata[__proto__][polluted]=1",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { type: "invalid_request_error", param: "metadata[__proto__][polluted]" },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
