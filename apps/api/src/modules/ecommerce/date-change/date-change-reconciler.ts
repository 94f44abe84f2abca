import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import type { PaymentGateway } from "../../../infra/payments/payment-gateway.ts";
import { registerPeriodicPass } from "../../../infra/periodic-pass.ts";
import { chargeReconciliation } from "../shared/charge-reconciliation.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
import {
  DATE_CHANGE_METADATA_KEY,
  type DateChangePaymentService,
  dateChangeChargeInput,
} from "./date-change-payment.ts";
import { createDateChangesRepository } from "./repository.ts";
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

/**
 * Finishes the date changes left between the charge and the move the way payment-reconciler.ts finishes
 * sales (charge-reconciliation.ts): at start and every minute, claimed with a lease, the provider asked
 * outside any transaction, a paid intent applied exactly once. It also ends the unpaid changes whose holds
 * ran out, letting their nights go.
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
  const reconcile = chargeReconciliation({
    gateway,
    clock,
    charge: {
      intentIdOf: (change) => change.intentId,
      metadata: { key: DATE_CHANGE_METADATA_KEY, valueOf: (change) => change.id },
      sentAt: (change) => change.updatedAt,
      async replayInput(change) {
        const quote = await store.quotes.byId(change.quoteId);
        return quote ? dateChangeChargeInput(change, quote.code) : null;
      },
      outcomes: payment,
    },
  });

  async function pass(): Promise<number> {
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
  }

  app.decorate(
    "reconcileDateChanges",
    registerPeriodicPass(app, {
      intervalMs: INTERVAL_MS,
      failure: "date change reconciler failed; trying again",
      pass,
    }),
  );
}
