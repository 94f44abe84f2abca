import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import type { PaymentAttempt, PaymentGateway } from "../../../infra/payments/payment-gateway.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
import type { PaymentRecord } from "./payment-repository.ts";
import { ATTEMPT_METADATA_KEY, chargeInput, type PaymentSettlement } from "./payment-settlement.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** One pass of the payment reconciler; answers how many attempts it looked at (tests call it). */
    reconcilePayments: () => Promise<number>;
  }
}

export const RECONCILE_INTERVAL_MS = 60_000;
/** While one process asks the provider about an attempt, the others leave it alone this long. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
/** A card authentication not finished in this time is abandoned: the intent is cancelled, the quote released. */
const ABANDONED_AFTER_MS = 30 * 60_000;
/**
 * How long an attempt whose intent id was never stored may still be sent again with its idempotency key.
 * A replay charges if the first request never reached the provider: that is what the visitor asked for
 * while the confirmation page still says "confirming", not hours later. After this, only the provider's
 * search (by the attempt's metadata) decides; its results lag a minute at most, far less than this.
 */
const REPLAY_LIMIT_MS = 10 * 60_000;

/**
 * Finishes the payments left between the charge and the sale's last step (a crash, a lost answer, a
 * visitor who never came back from 3-D Secure), at start and every minute (DESIGN.md §4): a paid intent
 * completes the sale exactly once, a refused or cancelled one releases it, and an authentication left
 * for 30 minutes is cancelled. An attempt whose intent id was never stored is looked up by its metadata;
 * not found, it is sent again with its own idempotency key (the provider answers a request it already
 * ran without charging twice) for REPLAY_LIMIT_MS, and released after that.
 */
export function registerPaymentReconciler(
  app: FastifyInstance,
  deps: { store: EcommerceStore; gateway: PaymentGateway; settlement: PaymentSettlement; clock: Clock },
): void {
  const { store, gateway, settlement, clock } = deps;

  async function providerAnswer(attempt: PaymentRecord, now: Date): Promise<PaymentAttempt | null> {
    if (attempt.intentId) {
      const intent = await gateway.retrieveIntent(attempt.intentId);
      return intent ? { outcome: "intent", intent } : null;
    }
    const known = await gateway.findIntentByMetadata(ATTEMPT_METADATA_KEY, String(attempt.id));
    if (known) return { outcome: "intent", intent: known };
    if (now.getTime() - attempt.createdAt.getTime() > REPLAY_LIMIT_MS) return null;
    const quote = await store.quotes.byId(attempt.quoteId);
    return quote ? gateway.createAndConfirmIntent(chargeInput(attempt, quote)) : null;
  }

  async function reconcile(attempt: PaymentRecord): Promise<void> {
    const now = clock();
    const answer = await providerAnswer(attempt, now);
    if (!answer) {
      await settlement.fail(attempt, "payment_not_found", null);
      return;
    }
    const waiting =
      answer.outcome === "intent" &&
      (answer.intent.status === "requires_action" || answer.intent.status === "requires_confirmation");
    if (waiting && now.getTime() - attempt.createdAt.getTime() >= ABANDONED_AFTER_MS) {
      await settlement.abandon(attempt, answer.intent.id);
    } else if (waiting) {
      await settlement.awaitAuthentication(attempt, answer.intent);
    } else {
      await settlement.settle(attempt, answer);
    }
  }

  let running: Promise<number> = Promise.resolve(0);

  function runOnce(): Promise<number> {
    // One pass at a time in this process; a failed pass does not stop the next.
    running = running
      .catch(() => 0)
      .then(async () => {
        const now = clock();
        const due = await store.transaction((tx) =>
          tx.payments.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH),
        );
        for (const attempt of due) {
          try {
            await reconcile(attempt);
          } catch (err) {
            app.log.warn({ err, quoteId: attempt.quoteId }, "payment not reconciled; trying again later");
          }
        }
        return due.length;
      });
    return running;
  }

  app.decorate("reconcilePayments", runOnce);

  let timer: NodeJS.Timeout | undefined;
  function tick(): void {
    runOnce().catch((err: unknown) => app.log.warn({ err }, "payment reconciler failed; trying again"));
  }
  // The sandbox answers only once the app listens, so the first pass waits for it.
  app.addHook("onListen", async () => {
    tick();
    timer = setInterval(tick, RECONCILE_INTERVAL_MS);
    // A timer must not keep a process alive that has nothing else to do (tests, scripts).
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running.catch(() => 0);
  });
}
