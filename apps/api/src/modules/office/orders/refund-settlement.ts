import type { Clock } from "@park/domain/dates.ts";
import type { Database } from "../../../db/database.ts";
import {
  type GatewayRefund,
  type PaymentGateway,
  PaymentGatewayError,
} from "../../../infra/payments/payment-gateway.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import { createOfficeOrdersRepository, type RefundRow } from "./repository.ts";

/** Hooks only tests arm (buildApp's officeHooks; no setting of the config reaches them). */
export type RefundHooks = {
  /** Runs after the provider made a refund and before it is recorded: a test throws here to crash. */
  afterRefund?: (quoteId: string) => void | Promise<void>;
};

/** What the provider said of a pending refund; `unknown` leaves it pending for the next ask. */
type ProviderAnswer =
  | { kind: "made"; refund: GatewayRefund }
  | { kind: "refused"; code: string }
  | { kind: "unknown" };

export type RefundSettlement = ReturnType<typeof createRefundSettlement>;

/**
 * Asks the provider for a PENDING refund and records its answer, once: the desk's request and the sweep
 * (refund-reconciler.ts) both come here. The refund's row lock is held while the provider is asked, so one
 * asker at a time, and the request key is the provider's Idempotency-Key, so asking again after a crash or
 * a lost answer replays the refund the provider made instead of making another.
 */
export function createRefundSettlement(deps: {
  db: Database;
  gateway: PaymentGateway;
  clock: Clock;
  hooks: RefundHooks;
}) {
  const { db, gateway, clock, hooks } = deps;

  async function ask(intentId: string, refund: RefundRow): Promise<ProviderAnswer> {
    try {
      const made = await gateway.refund(intentId, refund.amount, { idempotencyKey: refund.requestKey });
      return { kind: "made", refund: made };
    } catch (err) {
      if (!(err instanceof PaymentGatewayError)) throw err;
      if (err.kind === "unknown_outcome") return { kind: "unknown" };
      return { kind: "refused", code: err.code ?? err.kind };
    }
  }

  return {
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
        if (!payment?.intentId) throw new Error(`refund ${refundId} has no charge to refund`);

        const answer = await ask(payment.intentId, refund);
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
          amount: answer.refund.amount,
          providerRefundId: answer.refund.id,
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
}
