import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listeningAddress } from "../src/infra/payments/create-payment-gateway.ts";
import { SANDBOX_PATH } from "../src/infra/payments/sandbox-keys.ts";
import { sandboxStripe } from "../src/infra/payments/stripe-client.ts";
import { stripeSandboxRoutes } from "../src/modules/sandbox/stripe/routes.ts";
import { openSandboxStore, type SandboxStore } from "../src/modules/sandbox/stripe/sandbox-store.ts";
import { createWebhookSender } from "../src/modules/sandbox/stripe/webhook-sender.ts";

// Issue 31 item 8: the sandbox kept every payment in memory, and wrote them all after every call, for good.
const KEPT = 3;
let dataDir: string;
let app: FastifyInstance;
let store: SandboxStore;
let stripe: Stripe;

beforeAll(async () => {
  dataDir = mkdtempSync(join(os.tmpdir(), "park-sandbox-retention-"));
  const clock = () => new Date();
  store = openSandboxStore(dataDir, { clock, paymentsKept: KEPT });
  app = Fastify();
  // No endpoint listens for this sandbox's events: they wait, as for a Stripe account without one.
  const webhooks = createWebhookSender({ store, target: () => null, mode: "manual", log: app.log });
  await app.register(stripeSandboxRoutes, { prefix: SANDBOX_PATH, store, clock, webhooks });
  await app.listen({ port: 0, host: "127.0.0.1" });
  stripe = sandboxStripe(listeningAddress(app.server)!);
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const pay = (amount: number) =>
  stripe.paymentIntents.create(
    { amount, currency: "mxn", payment_method: "pm_card_visa", confirm: true },
    { idempotencyKey: randomUUID() },
  );

const missing = (retrieving: Promise<unknown>) =>
  expect(retrieving).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });

describe("the sandbox's memory", () => {
  it("keeps the latest payments past its bound, not every one it ever took", async () => {
    // An intent not finished yet is kept whatever its age (the reconciler may still ask about it); it
    // counts in the bound, so the latest KEPT - 1 payments are kept beside it.
    const open = await stripe.paymentIntents.create({ amount: 10_000, currency: "mxn" });
    const paid = [];
    for (let i = 0; i < KEPT + 4; i++) paid.push(await pay(20_000 + i));
    const forgotten = paid.slice(0, paid.length - (KEPT - 1));
    const latest = paid.slice(-(KEPT - 1));

    expect(store.paymentIntents.size).toBe(KEPT);
    expect(store.charges.size).toBe(KEPT - 1);
    expect(store.idempotency.size).toBeLessThanOrEqual(KEPT);
    expect(store.paymentMethods.size).toBeLessThanOrEqual(2 * KEPT);
    // Each payment made two events (created, succeeded), none delivered: the latest are kept.
    expect(store.events.size).toBe(4 * KEPT);
    expect((await stripe.paymentIntents.retrieve(open.id)).status).toBe("requires_payment_method");
    for (const intent of latest) {
      const kept = await stripe.paymentIntents.retrieve(intent.id, {
        expand: ["latest_charge", "payment_method"],
      });
      expect(kept).toMatchObject({ status: "succeeded", latest_charge: { object: "charge", paid: true } });
      expect(kept.payment_method).toMatchObject({ object: "payment_method" });
    }
    for (const intent of forgotten) {
      await missing(stripe.paymentIntents.retrieve(intent.id));
      await missing(stripe.charges.retrieve(String(intent.latest_charge)));
    }

    const reopened = openSandboxStore(dataDir);
    expect([...reopened.paymentIntents.keys()]).toEqual([open.id, ...latest.map((i) => i.id)]);
  });

  it("still refunds a payment it keeps", async () => {
    const intent = await pay(30_000);
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 5_000 });
    expect(refund).toMatchObject({ status: "succeeded", amount: 5_000 });
    expect(store.refunds.get(refund.id)?.payment_intent).toBe(intent.id);
  });
});
