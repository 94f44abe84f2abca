import type { Clock } from "@park/domain/dates.ts";
import type { FastifyBaseLogger } from "fastify";
import { OPEN_PAYMENT_STATUSES } from "../../../db/schema/payments.ts";
import type { PaymentGateway } from "../../../infra/payments/payment-gateway.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
import type { PaymentRecord } from "./payment-repository.ts";

/**
 * How long after a transfer's attempt ends the reconciler still looks at its cash balance, and how often:
 * Stripe retries an event for three days, a transfer can arrive for days after its deadline.
 */
const BALANCE_WATCH_MS = 7 * 24 * 3_600_000;
export const BALANCE_RECHECK_MS = 3_600_000;

/** What an ended attempt's row gets so the reconciler watches its transfer's cash balance (none for other ways). */
export function balanceWatch(method: PaymentRecord["method"], now: Date) {
  if (method !== "spei") return {};
  return {
    balanceWatchUntil: new Date(now.getTime() + BALANCE_WATCH_MS),
    reconcileAfter: new Date(now.getTime() + BALANCE_RECHECK_MS),
  };
}

/** The request key of a leftover's e-mail: its attempt first (compose-confirmation.ts), then the refund. */
export function leftoverMailKey(attemptId: string, refundId: string, amount: number): string {
  return `${attemptId}:refund:${amount}:${refundId}`;
}

/** The refunded centavos a leftover's e-mail key names. */
export function leftoverAmountOf(requestKey: string): number | null {
  const [, marker, amount] = requestKey.split(":");
  return marker === "refund" && amount !== undefined && /^\d+$/.test(amount) ? Number(amount) : null;
}

/**
 * What a SPEI transfer leaves in its Customer's cash balance once its attempt no longer waits (Stripe
 * keeps there a transfer that came after the intent was cancelled, the excess over its amount, and a
 * partial payment of an intent cancelled unfinished): given back to the sender's bank with Stripe's
 * refund from the cash balance, and the visitor told by e-mail. While the attempt waits, Stripe applies
 * what arrives to its intent, so nothing is taken from the balance then.
 *
 * The refund's key is the attempt's with what was given back so far: two askers at once (the webhook
 * and the flow's own look) make one refund, which one of them counts and e-mails.
 */
export function createTransferLeftovers(deps: {
  store: EcommerceStore;
  gateway: PaymentGateway;
  clock: Clock;
  log: FastifyBaseLogger;
  onQueued?: () => void;
}) {
  const { store, gateway, clock, log, onQueued } = deps;

  async function refundOf(attempt: PaymentRecord): Promise<void> {
    if (attempt.method !== "spei" || !attempt.providerCustomer) return;
    if ((OPEN_PAYMENT_STATUSES as readonly string[]).includes(attempt.status)) return;
    const balance = await gateway.cashBalance(attempt.providerCustomer, "mxn");
    if (balance.available <= 0) return;
    const before = attempt.transferRefunded;
    const refund = await gateway.refundCashBalance(balance, balance.available, {
      idempotencyKey: `${attempt.idempotencyKey}:cash_balance:${before}`,
    });
    const counted = await store.transaction(async (tx) => {
      const now = clock();
      if (!(await tx.payments.addRefunded(attempt.id, before, refund.amount, now))) return false;
      const quote = await tx.quotes.byId(attempt.quoteId);
      const key = leftoverMailKey(attempt.id, refund.id, refund.amount);
      if (quote) await tx.payments.queueConfirmation(quote, key, now, "transfer_refunded");
      return true;
    });
    if (!counted) return;
    log.info(
      { attemptId: attempt.id, refundId: refund.id, amount: refund.amount, status: refund.status },
      "a transfer's leftover was refunded from the cash balance",
    );
    onQueued?.();
  }

  return {
    /** After the attempt `id` ended (paid, lapsed): what its transfer left is given back. */
    async afterEnd(id: string): Promise<void> {
      const attempt = await store.payments.byId(id);
      if (attempt) await refundOf(attempt);
    },

    /** A cash balance event of the Customer `customerId`; false when no attempt of the park's is for it. */
    async forCustomer(customerId: string): Promise<boolean> {
      const attempt = await store.payments.byProviderCustomer(customerId);
      if (!attempt) return false;
      await refundOf(attempt);
      return true;
    },
  };
}

export type TransferLeftovers = ReturnType<typeof createTransferLeftovers>;
