import type { Clock } from "@park/domain/dates.ts";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import type { PaymentGateway } from "../../../infra/payments/payment-gateway.ts";
import { type ChargeHooks, type ChargeKind, createChargeFlow, keptIntent } from "../charge/charge-flow.ts";
import { BATCH, type ChargeReconciler, intentReconciliation, LEASE_MS } from "../charge/charge-reconciler.ts";
import type { SaleService } from "../sale/service.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
import type { PaymentRecord } from "./payment-repository.ts";

/** The metadata key that finds an attempt's intent at the provider when its id was never stored. */
const ATTEMPT_METADATA_KEY = "paymentAttempt";

const STATES = {
  PROCESSING: "sending",
  REQUIRES_ACTION: "authenticating",
  SUCCEEDED: "paid",
  FAILED: "refused",
  REFUNDED: "refused",
} as const;

/**
 * The sale as a kind of charge (decision 0048): the hold is the quote PAYMENT_PENDING with a PROCESSING
 * attempt (payment-service.ts); settling completes the sale, the attempt and the confirmation e-mail in
 * one transaction (exactly once: the quote moves PAYMENT_PENDING -> PAID under its lock, and the e-mail
 * has a unique key); a refusal marks the attempt FAILED and opens the quote again for another card; a
 * charge that cannot settle is refunded (REFUNDED).
 */
export function createSaleCharge(deps: {
  store: EcommerceStore;
  sale: SaleService;
  gateway: PaymentGateway;
  clock: Clock;
  log: FastifyBaseLogger;
  hooks: ChargeHooks;
  reconciler: ChargeReconciler;
  /** Called once a sale is settled with its confirmation queued: sends it now rather than at the next round. */
  onConfirmationQueued?: () => void;
}) {
  const { store, sale, gateway, clock, log, hooks, reconciler, onConfirmationQueued } = deps;

  const kind: ChargeKind<PaymentRecord> = {
    name: "sale",
    idOf: (attempt) => String(attempt.id),
    quoteIdOf: (attempt) => attempt.quoteId,
    stateOf: (attempt) => STATES[attempt.status],
    intentIdOf: (attempt) => attempt.intentId,
    idempotencyKeyOf: (attempt) => attempt.idempotencyKey,
    failureCodeOf: (attempt) => attempt.failureCode,
    sentAt: (attempt) => attempt.createdAt,
    metadataKey: ATTEMPT_METADATA_KEY,
    async input(attempt) {
      const quote = await store.quotes.byId(attempt.quoteId);
      if (!quote) return null;
      return {
        amount: attempt.amount,
        currency: attempt.currency === "USD" ? "usd" : "mxn",
        paymentMethodId: attempt.paymentMethodId,
        idempotencyKey: attempt.idempotencyKey,
        metadata: { quoteId: quote.id, visitCode: quote.code, [ATTEMPT_METADATA_KEY]: String(attempt.id) },
        description: `Visit ${quote.code}`,
        ...(attempt.returnUrl ? { returnUrl: attempt.returnUrl } : {}),
      };
    },
    pending: () => new AppError(409, "quote_payment_pending"),
    async record(attempt, patch) {
      await store.payments.update(attempt.id, patch);
    },
    async renewHolds(attempt, now, until) {
      await sale.renewHolds(attempt.quoteId, now, until);
    },
    async fail(attempt, code, intentId) {
      await store.transaction(async (tx) => {
        const quote = await tx.sale.lockQuote(attempt.quoteId);
        const current = await tx.payments.byId(attempt.id);
        if (current?.status !== "PROCESSING" && current?.status !== "REQUIRES_ACTION") return;
        const owner = intentId ? await tx.payments.byIntent(intentId) : undefined;
        await tx.payments.update(attempt.id, {
          status: "FAILED",
          failureCode: code,
          intentId: keptIntent(current.intentId, intentId, owner && String(owner.id), String(attempt.id)),
          updatedAt: clock(),
        });
        if (quote?.status === "PAYMENT_PENDING") await sale.releaseIn(tx, attempt.quoteId);
      });
    },
    async settle(attempt, intentId) {
      await store.transaction(async (tx) => {
        const now = clock();
        const quote = await sale.completeIn(tx, attempt.quoteId);
        await tx.payments.update(attempt.id, {
          status: "SUCCEEDED",
          intentId,
          paidAt: now,
          failureCode: null,
          updatedAt: now,
        });
        const contact = await tx.payments.contactOf(quote.id);
        if (contact) await tx.payments.queueConfirmation(quote.id, contact.email, quote.language, now);
      });
    },
    settled: async (attempt) => (await store.payments.byId(attempt.id))?.status === "SUCCEEDED",
    async refunded(attempt, intentId) {
      await store.transaction(async (tx) => {
        const quote = await tx.sale.lockQuote(attempt.quoteId);
        await tx.payments.update(attempt.id, { status: "REFUNDED", intentId, updatedAt: clock() });
        if (quote?.status === "PAYMENT_PENDING") await sale.releaseIn(tx, attempt.quoteId);
      });
    },
    afterSettle: onConfirmationQueued,
  };
  const flow = createChargeFlow({ kind, gateway, clock, log, hooks });

  reconciler.add({
    name: kind.name,
    idOf: kind.idOf,
    due: (now) =>
      store.transaction((tx) => tx.payments.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH)),
    finish: intentReconciliation(kind, flow, gateway),
  });
  return flow;
}

export type SaleCharge = ReturnType<typeof createSaleCharge>;
