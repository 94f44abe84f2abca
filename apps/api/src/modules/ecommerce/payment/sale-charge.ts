import { OPEN_PAYMENT_STATUSES } from "../../../db/schema/payments.ts";
import { AppError } from "../../../http/app-error.ts";
import { type ChargeKind, keptIntent } from "../charge/charge-flow.ts";
import { BATCH, type ReconciledChargeDeps, reconciledChargeFlow } from "../charge/charge-reconciler.ts";
import type { SaleService } from "../sale/service.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
import type { PaymentRecord } from "./payment-repository.ts";
import { BALANCE_RECHECK_MS, balanceWatch, createTransferLeftovers } from "./transfer-leftovers.ts";

/** The 409 a post of a quote gets while its payment is in progress. */
export const quotePaymentPending = () => new AppError(409, "quote_payment_pending");

/** Whether the attempt is the one in progress: it holds its quote until the provider decides. */
const isOpen = (attempt: PaymentRecord | undefined) =>
  attempt !== undefined && (OPEN_PAYMENT_STATUSES as readonly string[]).includes(attempt.status);

/** How often a waiting voucher or transfer is asked about, in case its webhook was lost. */
const VOUCHER_RECHECK_MS = 60 * 60_000;

const STATES = {
  PROCESSING: "sending",
  REQUIRES_ACTION: "authenticating",
  AWAITING_PAYMENT: "awaiting",
  SUCCEEDED: "paid",
  FAILED: "refused",
  REFUNDED: "refused",
} as const;

/**
 * The sale as a kind of charge (decision 0048): the hold is the quote PAYMENT_PENDING with a PROCESSING
 * attempt (payment-service.ts); settling completes the sale, the attempt and the confirmation e-mail in
 * one transaction (exactly once: the quote moves PAYMENT_PENDING -> PAID under its lock, and the e-mail
 * has a unique key); a refusal marks the attempt FAILED and opens the quote again for another card; a
 * charge that cannot settle is refunded (REFUNDED). A SPEI transfer's attempt, once it ends, gives back
 * what its Customer's cash balance holds (transfer-leftovers.ts).
 */
export function createSaleCharge(deps: {
  store: EcommerceStore;
  sale: SaleService;
  charges: ReconciledChargeDeps;
  /** Called once a sale is settled with its confirmation queued: sends it now rather than at the next round. */
  onConfirmationQueued?: () => void;
}) {
  const { store, sale, charges, onConfirmationQueued } = deps;
  const { clock } = charges;
  const leftovers = createTransferLeftovers({
    store,
    gateway: charges.gateway,
    clock,
    log: charges.log,
    ...(onConfirmationQueued ? { onQueued: onConfirmationQueued } : {}),
  });
  charges.reconciler.addBalanceSettler(leftovers.forCustomer);
  // The fallback when the provider's cash balance event is lost: an ended transfer's balance, hourly.
  charges.reconciler.add<PaymentRecord>({
    name: "transfer-balance",
    idOf: (attempt) => String(attempt.id),
    due: (now) =>
      store.payments.claimWatchedBalances(now, new Date(now.getTime() + BALANCE_RECHECK_MS), BATCH),
    finish: (attempt) => leftovers.afterEnd(attempt.id),
  });

  /**
   * A transfer's leftover once its attempt ended, asked for after the attempt's own step: a failure
   * here leaves the money in the cash balance, where Stripe's cash balance event asks again.
   */
  async function giveBackLeftover(attempt: PaymentRecord): Promise<void> {
    if (attempt.method !== "spei") return;
    try {
      await leftovers.afterEnd(attempt.id);
    } catch (err) {
      charges.log.warn(
        { err, attemptId: attempt.id },
        "a transfer's leftover was not refunded; trying again later",
      );
    }
  }

  const kind: ChargeKind<PaymentRecord> = {
    name: "sale",
    idOf: (attempt) => String(attempt.id),
    stateOf: (attempt) => STATES[attempt.status],
    sentAt: (attempt) => attempt.createdAt,
    metadataKey: "paymentAttempt",
    description: (code) => `Visit ${code}`,
    pending: quotePaymentPending,
    async record(attempt, patch) {
      await store.payments.update(attempt.id, patch);
    },
    async renewHolds(attempt, now, until) {
      await sale.renewHolds(attempt.quoteId, now, until);
    },
    async fail(attempt, code, intentId) {
      let lapsed = false;
      await store.transaction(async (tx) => {
        const quote = await tx.sale.lockQuote(attempt.quoteId);
        const current = await tx.payments.byId(attempt.id);
        if (!current || !isOpen(current)) return;
        const owner = intentId ? await tx.payments.byIntent(intentId) : undefined;
        const ended = clock();
        await tx.payments.update(attempt.id, {
          status: "FAILED",
          failureCode: code,
          intentId: keptIntent(current.intentId, intentId, owner && String(owner.id), String(attempt.id)),
          ...balanceWatch(current.method, ended),
          updatedAt: ended,
        });
        if (quote?.status === "PAYMENT_PENDING") await sale.releaseIn(tx, attempt.quoteId);
        // A card's holds run on, for another card; a lapsed voucher or transfer held them for days: they
        // end now.
        if (current.method !== "card") {
          const now = clock();
          await tx.unitNights.renewLiveHolds(attempt.quoteId, now, now);
          await tx.activities.renewLiveHolds(attempt.quoteId, now, now);
          // The visitor is told the stay was let go, once per voucher or transfer.
          if (quote) await tx.payments.queueConfirmation(quote, attempt.id, now, "voucher_lapsed");
          lapsed = true;
        }
      });
      if (lapsed) onConfirmationQueued?.();
      // A partial transfer of a cancelled intent went back to the cash balance.
      await giveBackLeftover(attempt);
    },
    async settle(attempt, intentId) {
      await store.transaction(async (tx) => {
        const now = clock();
        // Only the attempt that holds the quote sells it: money for a refused one (late) is refunded.
        if (!isOpen(await tx.payments.byId(attempt.id))) throw new AppError(409, "sale_not_started");
        const quote = await sale.completeIn(tx, attempt.quoteId);
        await tx.payments.update(attempt.id, {
          status: "SUCCEEDED",
          intentId,
          paidAt: now,
          failureCode: null,
          ...balanceWatch(attempt.method, now),
          updatedAt: now,
        });
        await tx.payments.queueConfirmation(quote, null, now);
      });
      // What was sent beyond the amount stays in the cash balance.
      await giveBackLeftover(attempt);
    },
    settled: async (attempt) => (await store.payments.byId(attempt.id))?.status === "SUCCEEDED",
    async refunded(attempt, intentId) {
      await store.transaction(async (tx) => {
        const quote = await tx.sale.lockQuote(attempt.quoteId);
        // A refused attempt no longer holds the quote, which may be another attempt's by now.
        const held = isOpen(await tx.payments.byId(attempt.id));
        await tx.payments.update(attempt.id, { status: "REFUNDED", intentId, updatedAt: clock() });
        if (held && quote?.status === "PAYMENT_PENDING") await sale.releaseIn(tx, attempt.quoteId);
      });
    },
    afterSettle: onConfirmationQueued,
    vouchers: {
      /**
       * What the provider issued is written on the attempt (a voucher's reference, page and expiry; a
       * transfer's bank, CLABE, reference, page and what is left to send), and the quote's holds last
       * until its deadline.
       */
      async await(attempt, intent, now) {
        const until = attempt.awaitingUntil ?? now;
        const { voucher, transfer } = intent;
        const issued = transfer
          ? {
              voucherNumber: transfer.reference,
              voucherUrl: transfer.url,
              providerCustomer: intent.customerId,
              transferBank: transfer.bankName,
              transferClabe: transfer.clabe,
              transferAmountRemaining: transfer.amountRemaining,
            }
          : {
              voucherNumber: voucher?.number ?? null,
              voucherUrl: voucher?.url ?? null,
              voucherExpiresAt: voucher?.expiresAt ?? null,
            };
        await store.transaction(async (tx) => {
          await tx.payments.update(attempt.id, {
            status: "AWAITING_PAYMENT",
            intentId: intent.id,
            ...issued,
            reconcileAfter: new Date(Math.min(until.getTime(), now.getTime() + VOUCHER_RECHECK_MS)),
            updatedAt: now,
          });
          // The instructions go by e-mail too, once (later looks at the same attempt queue nothing).
          const quote = await tx.quotes.byId(attempt.quoteId);
          if (quote) await tx.payments.queueConfirmation(quote, attempt.id, now, "voucher_issued");
        });
        await sale.renewHolds(attempt.quoteId, now, until);
        onConfirmationQueued?.();
      },
      awaitingUntil: (attempt) => attempt.awaitingUntil,
      payBefore: (attempt) => attempt.voucherExpiresAt,
      lapseCode: (attempt) => (attempt.method === "spei" ? "transfer_expired" : "voucher_expired"),
    },
  };
  return reconciledChargeFlow(charges, kind, {
    claimDue: (now, leaseUntil, limit) =>
      store.transaction((tx) => tx.payments.claimDue(now, leaseUntil, limit)),
    byId: (id) => store.payments.byId(id),
  });
}

export type SaleCharge = ReturnType<typeof createSaleCharge>;
