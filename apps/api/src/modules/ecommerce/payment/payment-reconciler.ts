import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import type { PaymentGateway } from "../../../infra/payments/payment-gateway.ts";
import { registerPeriodicPass } from "../../../infra/periodic-pass.ts";
import { chargeReconciliation } from "../shared/charge-reconciliation.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
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

/**
 * Finishes the payments left between the charge and the sale's last step, at start and every minute
 * (DESIGN.md §4; how each is finished: charge-reconciliation.ts): a paid intent completes the sale
 * exactly once, a refused or cancelled one releases it. Attempts are claimed with a lease, so two
 * processes never ask the provider about the same one at once.
 */
export function registerPaymentReconciler(
  app: FastifyInstance,
  deps: { store: EcommerceStore; gateway: PaymentGateway; settlement: PaymentSettlement; clock: Clock },
): void {
  const { store, gateway, settlement, clock } = deps;
  const reconcile = chargeReconciliation({
    gateway,
    clock,
    charge: {
      intentIdOf: (attempt) => attempt.intentId,
      metadata: { key: ATTEMPT_METADATA_KEY, valueOf: (attempt) => String(attempt.id) },
      sentAt: (attempt) => attempt.createdAt,
      async replayInput(attempt) {
        const quote = await store.quotes.byId(attempt.quoteId);
        return quote ? chargeInput(attempt, quote) : null;
      },
      outcomes: settlement,
    },
  });

  async function pass(): Promise<number> {
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
  }

  app.decorate(
    "reconcilePayments",
    registerPeriodicPass(app, {
      intervalMs: RECONCILE_INTERVAL_MS,
      failure: "payment reconciler failed; trying again",
      pass,
    }),
  );
}
