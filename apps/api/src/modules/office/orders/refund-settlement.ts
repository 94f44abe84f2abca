import type { Clock } from "@park/domain/dates.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/database.ts";
import type { PaymentGateway } from "../../../infra/payments/payment-gateway.ts";
import type { ChargeReconciler } from "../../ecommerce/charge/charge-reconciler.ts";
import { createRefundFlow, type RefundSteps } from "../../ecommerce/charge/refund-flow.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import { createOfficeOrdersRepository, type OfficeOrdersRepository, type RefundRow } from "./repository.ts";

/** Hooks only tests arm (buildApp's officeHooks; no setting of the config reaches them). */
export type RefundHooks = {
  /** Runs after the provider made a refund and before it is recorded: a test throws here to crash. */
  afterRefund?: (quoteId: string) => void | Promise<void>;
};

export type RefundSettlement = ReturnType<typeof createRefundSettlement>;

/**
 * The desk's refund as a kind of refund in the one charge flow (decisions 0025 and 0048): the hold is
 * its PENDING row with its request key (the desk's transaction, service.ts), the provider's step is the
 * refund with that key, settling records it SUCCEEDED with its audit entry, and the undo is FAILED. The
 * desk's request and the charge reconciler both come here, under the refund's row lock.
 */
export function createRefundSettlement(deps: {
  db: Database;
  gateway: PaymentGateway;
  clock: Clock;
  hooks: RefundHooks;
  reconciler: ChargeReconciler;
  log: FastifyBaseLogger;
}) {
  const { db, gateway, clock, hooks, reconciler, log } = deps;

  /** The steps of a PENDING refund, inside the transaction that holds its lock. */
  async function stepsOf(
    orders: OfficeOrdersRepository,
    tx: Database,
    refund: RefundRow,
  ): Promise<RefundSteps<RefundRow>> {
    // The row's foreign key keeps its payment.
    const payment = await orders.payment(refund.paymentId);
    if (!payment) throw new Error(`refund ${refund.id} has no payment`);
    const madeSoFar = async () =>
      (await orders.succeededAmounts(payment.id)).reduce((sum, amount) => sum + amount, 0);
    return {
      intentId: payment.intentId,
      amount: refund.amount,
      idempotencyKey: refund.requestKey,
      madeSoFar,
      async fail(code) {
        const failed = await orders.settleRefund(refund.id, {
          status: "FAILED",
          amount: refund.amount,
          providerRefundId: null,
          failureCode: code,
          settledAt: clock(),
        });
        return failed ?? refund;
      },
      async settle(made) {
        // A crash here (the hook) rolls the transaction back: the row stays PENDING for the reconciler.
        await hooks.afterRefund?.(refund.quoteId);
        const before = await madeSoFar();
        const settled = await orders.settleRefund(refund.id, {
          status: "SUCCEEDED",
          amount: made.amount,
          providerRefundId: made.id,
          failureCode: null,
          settledAt: clock(),
        });
        if (!settled) throw new Error(`refund ${refund.id} was settled under its lock`);
        await recordAudit(tx, {
          staffId: settled.staffId,
          action: "order.refund",
          entityType: "order",
          entityId: settled.quoteId,
          before: { paymentId: payment.id, currency: payment.currency, refunded: before },
          after: {
            paymentId: payment.id,
            currency: payment.currency,
            refunded: before + settled.amount,
            refund: { id: settled.id, amount: settled.amount, providerRefundId: settled.providerRefundId },
          },
          at: settled.settledAt ?? undefined,
        });
        return settled;
      },
    };
  }

  return createRefundFlow<RefundRow>(
    {
      name: "refund",
      idOf: (refund) => refund.id,
      heldAt: (refund) => refund.createdAt,
      // Claimed and released at once: each step takes the lock again and re-reads the row.
      claimHeld: (heldBefore, limit) =>
        db.transaction((tx) => createOfficeOrdersRepository(tx).claimPendingRefunds(heldBefore, limit)),
      locked: (id, step) =>
        db.transaction(async (tx) => {
          const orders = createOfficeOrdersRepository(tx);
          const refund = await orders.lockRefund(id);
          if (!refund) throw new Error(`refund ${id} vanished`);
          return step(refund, refund.status === "PENDING" ? await stepsOf(orders, tx, refund) : null);
        }),
    },
    { gateway, reconciler, log },
  );
}
