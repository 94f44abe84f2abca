import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import type { PaymentAttempt, PaymentGateway } from "../../../infra/payments/payment-gateway.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
import {
  DATE_CHANGE_METADATA_KEY,
  type DateChangePaymentService,
  dateChangeChargeInput,
} from "./date-change-payment.ts";
import { createDateChangesRepository, type DateChangeRecord } from "./repository.ts";
import type { DateChangeService } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** One pass of the date changes' reconciler; answers how many changes it looked at (tests call it). */
    reconcileDateChanges: () => Promise<number>;
  }
}

const INTERVAL_MS = 60_000;
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
const ABANDONED_AFTER_MS = 30 * 60_000;
/** As the payments' reconciler: a charge whose intent id was never stored is sent again only this long. */
const REPLAY_LIMIT_MS = 10 * 60_000;

/**
 * Finishes the date changes left between the charge and the move (a crash, a lost answer, a visitor who
 * never came back from 3-D Secure) the way payment-reconciler.ts finishes sales: at start and every
 * minute, SKIP LOCKED claims with a lease, the provider asked outside any transaction, a paid intent
 * applied exactly once. It also ends the unpaid changes whose holds ran out, letting their nights go.
 */
export function registerDateChangeReconciler(
  app: FastifyInstance,
  deps: {
    store: EcommerceStore;
    gateway: PaymentGateway;
    service: DateChangeService;
    payment: DateChangePaymentService;
    clock: Clock;
  },
): void {
  const { store, gateway, service, payment, clock } = deps;
  const changes = createDateChangesRepository(store.db);

  async function providerAnswer(change: DateChangeRecord, now: Date): Promise<PaymentAttempt | null> {
    if (change.intentId) {
      const intent = await gateway.retrieveIntent(change.intentId);
      return intent ? { outcome: "intent", intent } : null;
    }
    const known = await gateway.findIntentByMetadata(DATE_CHANGE_METADATA_KEY, change.id);
    if (known) return { outcome: "intent", intent: known };
    if (now.getTime() - change.updatedAt.getTime() > REPLAY_LIMIT_MS) return null;
    const quote = await store.quotes.byId(change.quoteId);
    return quote ? gateway.createAndConfirmIntent(dateChangeChargeInput(change, quote.code)) : null;
  }

  async function reconcile(change: DateChangeRecord): Promise<void> {
    const now = clock();
    const answer = await providerAnswer(change, now);
    if (!answer) {
      await payment.fail(change, "payment_not_found", null);
      return;
    }
    const waiting =
      answer.outcome === "intent" &&
      (answer.intent.status === "requires_action" || answer.intent.status === "requires_confirmation");
    if (waiting && now.getTime() - change.updatedAt.getTime() >= ABANDONED_AFTER_MS) {
      await payment.abandon(change, answer.intent.id);
    } else if (waiting) {
      await payment.awaitAuthentication(change, answer.intent);
    } else {
      await payment.settle(change, answer);
    }
  }

  let running: Promise<number> = Promise.resolve(0);

  function runOnce(): Promise<number> {
    running = running
      .catch(() => 0)
      .then(async () => {
        const now = clock();
        const due = await store.transaction((tx) =>
          createDateChangesRepository(tx.db).claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH),
        );
        for (const change of due) {
          try {
            await reconcile(change);
          } catch (err) {
            app.log.warn({ err, changeId: change.id }, "date change not reconciled; trying again later");
          }
        }
        const expired = await changes.expiredHeld(now, BATCH);
        for (const change of expired) {
          await store.transaction((tx) =>
            service.endInTx(tx, createDateChangesRepository(tx.db), change, "FAILED", "hold_expired"),
          );
        }
        return due.length + expired.length;
      });
    return running;
  }

  app.decorate("reconcileDateChanges", runOnce);

  let timer: NodeJS.Timeout | undefined;
  function tick(): void {
    runOnce().catch((err: unknown) => app.log.warn({ err }, "date change reconciler failed; trying again"));
  }
  app.addHook("onListen", async () => {
    tick();
    timer = setInterval(tick, INTERVAL_MS);
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running.catch(() => 0);
  });
}
