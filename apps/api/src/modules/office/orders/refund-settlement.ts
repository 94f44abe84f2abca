import type { Clock } from "@park/domain/dates.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/database.ts";
import type { PaymentGateway } from "../../../infra/payments/payment-gateway.ts";
import { askProvider } from "../../ecommerce/charge/charge-flow.ts";
import { BATCH, type ChargeReconciler } from "../../ecommerce/charge/charge-reconciler.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import { createOfficeOrdersRepository, type RefundRow } from "./repository.ts";

/** Hooks only tests arm (buildApp's officeHooks; no setting of the config reaches them). */
export type RefundHooks = {
  /** Runs after the provider made a refund and before it is recorded: a test throws here to crash. */
  afterRefund?: (quoteId: string) => void | Promise<void>;
};

/** A refund younger than this is left to the desk's request that is asking the provider right now. */
const GRACE_MS = 60_000;
/**
 * How long a pending refund may be asked for again with its key. Stripe keeps idempotency keys at least
 * 24 hours; after that the same key could make a second refund, so the reconciler stops asking well before.
 */
const REPLAY_LIMIT_MS = 12 * 60 * 60_000;

export type RefundSettlement = ReturnType<typeof createRefundSettlement>;

/**
 * A refund in the one charge flow (decision 0048): the hold is its PENDING row with its request key (the
 * desk's transaction), the provider's call is the refund, settling records it with its audit entry, and a
 * refusal ends it FAILED. The desk's request and the charge reconciler both come here. The refund's row
 * lock is held while the provider is asked, so one asker at a time, and the request key is the provider's
 * Idempotency-Key, so asking again after a crash or a lost answer replays the refund the provider made
 * instead of making another.
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

  const settlement = {
    /**
     * The refund after asking the provider, if it was still PENDING (else as it is); `unknown` when the
     * provider did not answer, and the refund stays PENDING.
     */
    async settle(refundId: string): Promise<RefundRow | "unknown"> {
      return db.transaction(async (tx) => {
        const orders = createOfficeOrdersRepository(tx);
        const refund = await orders.lockRefund(refundId);
        if (!refund) throw new Error(`refund ${refundId} vanished`);
        if (refund.status !== "PENDING") return refund;
        const payment = await orders.payment(refund.paymentId);
        const intentId = payment?.intentId;
        if (!payment || !intentId) throw new Error(`refund ${refundId} has no charge to refund`);

        const answer = await askProvider(() =>
          gateway.refund(intentId, refund.amount, { idempotencyKey: refund.requestKey }),
        );
        if (answer.kind === "unknown") return "unknown";
        if (answer.kind === "refused") {
          const failed = await orders.settleRefund(refund.id, {
            status: "FAILED",
            amount: refund.amount,
            providerRefundId: null,
            failureCode: answer.code,
            settledAt: clock(),
          });
          return failed ?? refund;
        }
        // A crash here (the hook) rolls the transaction back: the row stays PENDING for the sweep.
        await hooks.afterRefund?.(refund.quoteId);
        const before = (await orders.succeededAmounts(payment.id)).reduce((sum, amount) => sum + amount, 0);
        const made = await orders.settleRefund(refund.id, {
          status: "SUCCEEDED",
          amount: answer.value.amount,
          providerRefundId: answer.value.id,
          failureCode: null,
          settledAt: clock(),
        });
        if (!made) throw new Error(`refund ${refundId} was settled under its lock`);
        await recordAudit(tx, {
          staffId: made.staffId,
          action: "order.refund",
          entityType: "order",
          entityId: made.quoteId,
          before: { paymentId: payment.id, currency: payment.currency, refunded: before },
          after: {
            paymentId: payment.id,
            currency: payment.currency,
            refunded: before + made.amount,
            refund: { id: made.id, amount: made.amount, providerRefundId: made.providerRefundId },
          },
          at: made.settledAt ?? undefined,
        });
        return made;
      });
    },

    /**
     * A PENDING refund too old to ask for again with its key (the provider keeps keys a day; after that
     * the same key could refund a second time): FAILED when the charge shows no more refunded than what
     * is recorded as made, so it was never made; else it stays PENDING, `true` meaning a person must
     * look at the provider's dashboard (this refund's amount is kept from being refunded twice meanwhile).
     */
    async expire(refundId: string): Promise<{ needsPerson: boolean }> {
      return db.transaction(async (tx) => {
        const orders = createOfficeOrdersRepository(tx);
        const refund = await orders.lockRefund(refundId);
        if (refund?.status !== "PENDING") return { needsPerson: false };
        const payment = await orders.payment(refund.paymentId);
        const intent = payment?.intentId ? await gateway.retrieveIntent(payment.intentId) : null;
        if (!payment || !intent) return { needsPerson: true };
        const recorded = (await orders.succeededAmounts(payment.id)).reduce((sum, amount) => sum + amount, 0);
        if (intent.amountRefunded > recorded) return { needsPerson: true };
        await orders.settleRefund(refund.id, {
          status: "FAILED",
          amount: refund.amount,
          providerRefundId: null,
          failureCode: "refund_not_made",
          settledAt: clock(),
        });
        return { needsPerson: false };
      });
    },
  };

  // What a crash, a lost answer or a silent provider left PENDING: asked for again with its own key within
  // its life, after that failed if the provider shows it was never made, else left for a person.
  reconciler.add<RefundRow>({
    name: "refund",
    idOf: (refund) => refund.id,
    async due(now) {
      const claimed: RefundRow[] = [];
      while (claimed.length < BATCH) {
        // Claimed and released at once: the settlement takes the lock again and re-reads the row.
        const skip = claimed.map((refund) => refund.id);
        const next = await db.transaction((tx) =>
          createOfficeOrdersRepository(tx).claimPendingRefund(new Date(now.getTime() - GRACE_MS), skip),
        );
        if (!next) break;
        claimed.push(next);
      }
      return claimed;
    },
    async finish(refund, now) {
      if (now.getTime() - refund.createdAt.getTime() < REPLAY_LIMIT_MS) {
        await settlement.settle(refund.id);
      } else if ((await settlement.expire(refund.id)).needsPerson) {
        log.error({ refundId: refund.id }, "refund pending past its key's life; check it at the provider");
      }
    },
  });
  return settlement;
}
