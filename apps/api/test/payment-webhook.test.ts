import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { paymentEvents } from "../src/db/schema/payment-events.ts";
import { PAYMENT_WEBHOOK_PATH, SANDBOX_WEBHOOK_SECRET } from "../src/infra/payments/sandbox-keys.ts";
import { openSandboxStore } from "../src/modules/sandbox/stripe/sandbox-store.ts";
import { createWebhookSender, RETRY_DELAYS_MS } from "../src/modules/sandbox/stripe/webhook-sender.ts";
import { campingInDecember, createQuote, storedQuote } from "./helpers/ecommerce-test-app.ts";
import {
  buildPaymentTestApp,
  outboxRows,
  type PaymentTestApp,
  pay,
  paymentBody,
  paymentRows,
  sandboxIntents,
} from "./helpers/payment-test-app.ts";

/**
 * Issue 35 item 4: Stripe's outcomes arrive by webhook, verified with the SDK, and settle the charge once
 * whatever the order or number of deliveries; the reconciler stays the fallback (payment.test.ts).
 */

/** Quotes whose next payment "crashes" after the charge: the answer is lost, the webhook still comes. */
const crashAfterChargeOf = new Set<string>();
const hooks = {
  afterCharge(quoteId: string) {
    if (!crashAfterChargeOf.delete(quoteId)) return;
    throw new Error("the process died between the charge and the sale's last step");
  },
};

let t: PaymentTestApp;
beforeAll(async () => {
  t = await buildPaymentTestApp(hooks);
});
afterAll(() => t.close());

const webhooks = () => {
  if (!t.app.sandboxWebhooks) throw new Error("the sandbox is not mounted");
  return t.app.sandboxWebhooks;
};

/** POSTs a body to the webhook endpoint with the given signature header. */
function deliver(payload: string, signature: string | undefined, language?: "es" | "en") {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== undefined) headers["stripe-signature"] = signature;
  if (language) headers["accept-language"] = language;
  return t.app.inject({ method: "POST", url: PAYMENT_WEBHOOK_PATH, headers, payload });
}

/** An event about `intentId` as Stripe would send it, signed with `secret` at `timestamp` (seconds). */
function signedEvent(
  intentId: string,
  options: { id?: string; type?: string; secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type: options.type ?? "payment_intent.succeeded",
    data: { object: { id: intentId, object: "payment_intent" } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SANDBOX_WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { payload, signature };
}

/** A card payment whose answer was lost after the charge: the attempt waits, PROCESSING, with no intent id. */
async function lostAnswer(day: number, paymentMethodId = "pm_card_visa") {
  const quote = await createQuote(t.app, campingInDecember(day));
  crashAfterChargeOf.add(quote.id);
  expect((await pay(t.app, paymentBody(quote, { paymentMethodId }))).status).toBe(500);
  expect(await paymentRows(t, quote.id)).toEqual([
    expect.objectContaining({ status: "PROCESSING", intentId: null }),
  ]);
  return quote;
}

describe("the webhook endpoint refuses what Stripe did not sign (400 invalid_signature)", () => {
  it("refuses a forged, missing, stale or other endpoint's signature, in the visitor's language, and acts on none", async () => {
    const quote = await lostAnswer(3);
    const [intent] = sandboxIntents(t, quote.id);
    const forged = signedEvent(intent!.id, { secret: "whsec_not_the_endpoints" });
    const stale = signedEvent(intent!.id, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const genuine = signedEvent(intent!.id);
    const tampered = genuine.payload.replace("payment_intent.succeeded", "payment_intent.canceled");
    for (const [payload, signature] of [
      [forged.payload, forged.signature],
      [stale.payload, stale.signature],
      [tampered, genuine.signature],
      [genuine.payload, undefined],
      [genuine.payload, "t=1,v1=00"],
    ] as const) {
      const answer = await deliver(payload, signature, "en");
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        error: "invalid_signature",
        message: "The payment event is not signed by the payment provider",
      });
    }
    expect((await deliver(forged.payload, forged.signature)).json().message).toBe(
      "El evento de pago no está firmado por el proveedor de pagos",
    );
    expect((await storedQuote(t, quote.id))?.status).toBe("PAYMENT_PENDING");
    expect(await t.db.select().from(paymentEvents)).toEqual([]);
  });
});

describe("a webhook settles a card payment whose answer was lost, without the reconciler", () => {
  it("sells the visit once and queues one confirmation, however often and in whatever order the events come", async () => {
    const quote = await lostAnswer(5);
    const [intent] = sandboxIntents(t, quote.id);
    const events = webhooks()
      .events()
      .filter((event) => (event.data.object as { id: string }).id === intent!.id);
    expect(events.map((event) => event.type)).toEqual(["payment_intent.created", "payment_intent.succeeded"]);

    // The succeeded event first, then the created one: out of order, and each acknowledged.
    const [created, succeeded] = events;
    expect((await webhooks().resend(succeeded!.id)).status).toBe(200);
    expect((await webhooks().resend(created!.id)).status).toBe(200);
    expect((await storedQuote(t, quote.id))?.status).toBe("PAID");
    expect(await paymentRows(t, quote.id)).toEqual([
      expect.objectContaining({ status: "SUCCEEDED", intentId: intent!.id }),
    ]);

    // Stripe delivers at least once: the same event again is acknowledged as a replay.
    const replay = await deliver(...signedPair(succeeded!));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // A second, distinct event about the same intent settles nothing twice.
    const second = signedEvent(intent!.id);
    expect((await deliver(second.payload, second.signature)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await outboxRows(t, quote.id)).toHaveLength(1);
    expect(await paymentRows(t, quote.id)).toHaveLength(1);
    expect(sandboxIntents(t, quote.id)).toHaveLength(1);
    // Nothing is left for the reconciler, and the visitor's retry is answered from the sale.
    t.advanceMinutes(3);
    await t.app.reconcileCharges();
    expect(await outboxRows(t, quote.id)).toHaveLength(1);
    expect((await pay(t.app, paymentBody(quote))).body.paymentInfo.status).toBe("succeeded");
  });

  it("a refusal that arrives by webhook opens the quote again for another card", async () => {
    const quote = await lostAnswer(7, "pm_card_chargeDeclined");
    await webhooks().deliverPending();
    expect((await storedQuote(t, quote.id))?.status).toBe("OPEN");
    expect(await paymentRows(t, quote.id)).toEqual([
      expect.objectContaining({ status: "FAILED", failureCode: "card_declined" }),
    ]);
    expect((await pay(t.app, paymentBody(quote))).body.paymentInfo.status).toBe("succeeded");
    expect(await outboxRows(t, quote.id)).toHaveLength(1);
  });

  it("an event about an intent that is none of the park's charges is acknowledged and changes nothing", async () => {
    const stranger = signedEvent("pi_not_the_parks");
    const answer = await deliver(stranger.payload, stranger.signature);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, duplicate: false });
  });

  it("keeps an event's id a month to know its replays, then forgets it", async () => {
    const event = signedEvent("pi_kept_a_month", { id: "evt_kept_a_month" });
    expect((await deliver(event.payload, event.signature)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    const stored = async () =>
      (await t.db.select().from(paymentEvents)).filter((row) => row.id === "evt_kept_a_month");
    expect(await stored()).toHaveLength(1);
    // Stripe stops retrying after three days: within the month, a replay is still known.
    t.advanceMinutes(29 * 24 * 60);
    try {
      await t.app.forgetPaymentEvents();
      expect(await stored()).toHaveLength(1);
      t.advanceMinutes(2 * 24 * 60);
      expect(await t.app.forgetPaymentEvents()).toBeGreaterThanOrEqual(1);
      expect(await stored()).toEqual([]);
    } finally {
      t.advanceMinutes(-31 * 24 * 60);
    }
  });
});

/** A stored event's body and a fresh signature of it, as a redelivery carries. */
function signedPair(event: { id: string }): [string, string] {
  const payload = JSON.stringify(event);
  return [payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: SANDBOX_WEBHOOK_SECRET })];
}

describe("the sandbox delivers its webhooks as Stripe does", () => {
  it("sends each event by itself after the call, signed, and the sale settles from it", async () => {
    const auto = await buildPaymentTestApp(hooks, {}, "auto");
    try {
      const quote = await createQuote(auto.app, campingInDecember(9));
      crashAfterChargeOf.add(quote.id);
      expect((await pay(auto.app, paymentBody(quote))).status).toBe(500);
      await vi.waitFor(async () => expect((await storedQuote(auto, quote.id))?.status).toBe("PAID"), {
        timeout: 5_000,
      });
      expect(await outboxRows(auto, quote.id)).toHaveLength(1);
      // The sale may settle from the first event while the second is still on its way.
      await vi.waitFor(async () => expect(await auto.db.select().from(paymentEvents)).toHaveLength(2), {
        timeout: 5_000,
      });
    } finally {
      await auto.close();
    }
  });

  it("retries a delivery the endpoint did not take, on Stripe's kind of schedule, with a signature the SDK accepts", async () => {
    const received: { status: number; verified: string }[] = [];
    let failuresLeft = 1;
    const endpoint = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const event = Stripe.webhooks.constructEvent(
          Buffer.concat(chunks),
          String(request.headers["stripe-signature"]),
          SANDBOX_WEBHOOK_SECRET,
        );
        const status = failuresLeft-- > 0 ? 500 : 200;
        received.push({ status, verified: event.type });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    const { port } = endpoint.address() as AddressInfo;
    const dir = mkdtempSync(join(tmpdir(), "park-webhook-retries-"));
    const store = openSandboxStore(dir);
    const sender = createWebhookSender({
      store,
      target: () => `http://127.0.0.1:${port}/hook`,
      mode: "manual",
      log: Fastify().log,
    });
    try {
      store.events.set("evt_1", {
        object: {
          id: "evt_1",
          object: "event",
          api_version: Stripe.API_VERSION,
          created: 1,
          data: { object: { id: "pi_1", object: "payment_intent" } },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type: "payment_intent.succeeded",
        },
        attempts: 0,
        nextAttemptAt: Date.now(),
      });
      const before = Date.now();
      expect(await sender.deliverPending()).toEqual([
        { eventId: "evt_1", type: "payment_intent.succeeded", status: 500 },
      ]);
      const retry = store.events.get("evt_1")!;
      expect(retry.attempts).toBe(1);
      expect(retry.nextAttemptAt).toBeGreaterThanOrEqual(before + RETRY_DELAYS_MS[0]!);
      expect(await sender.deliverPending()).toEqual([
        { eventId: "evt_1", type: "payment_intent.succeeded", status: 200 },
      ]);
      expect(store.events.get("evt_1")).toMatchObject({ attempts: 2, nextAttemptAt: null });
      expect(received).toEqual([
        { status: 500, verified: "payment_intent.succeeded" },
        { status: 200, verified: "payment_intent.succeeded" },
      ]);
    } finally {
      await sender.close();
      endpoint.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
