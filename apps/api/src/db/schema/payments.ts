import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { centavos, instant, timestamps, uuidId } from "./columns.ts";
import { quoteRef } from "./quotes.ts";

/**
 * Where a payment attempt stands: PROCESSING from the moment the sale's first step holds the quote until
 * the provider answers (or the reconciler asks it); REQUIRES_ACTION while the card is authenticated;
 * AWAITING_PAYMENT while an OXXO voucher or a SPEI transfer waits to be paid, until `awaiting_until`; then SUCCEEDED, FAILED
 * (refused card, failed authentication, abandoned, voucher lapsed) or REFUNDED (paid, but the sale could
 * not be completed).
 */
export const PAYMENT_STATUSES = [
  "PROCESSING",
  "REQUIRES_ACTION",
  "AWAITING_PAYMENT",
  "SUCCEEDED",
  "FAILED",
  "REFUNDED",
] as const;
/** The attempts the provider has not finished with: they hold their quote. */
export const OPEN_PAYMENT_STATUSES = ["PROCESSING", "REQUIRES_ACTION", "AWAITING_PAYMENT"] as const;
/** How an attempt pays: a card, cash at OXXO with a voucher, or a SPEI bank transfer. */
export const PAYMENT_METHODS = ["card", "oxxo", "spei"] as const;
export type PaymentRowStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One row per payment attempt of a quote (DESIGN.md §4). It is written in the sale's first step with
 * everything the charge is made of (idempotency key, payment method, amount, return address), so a
 * charge whose answer was lost can be asked for again with exactly the same input.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuidId(),
    quoteId: quoteRef("no action"),
    /** The provider's PaymentIntent id, known once it answered. */
    intentId: text("intent_id").unique("payments_intent"),
    idempotencyKey: text("idempotency_key").notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull().default("card"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    currency: text("currency", { enum: ["MXN", "USD"] }).notNull(),
    /** Pesos per unit of the currency shown to the visitor and charged at; 1 for MXN. */
    exchangeRate: numeric("exchange_rate", { precision: 12, scale: 4, mode: "number" }).notNull(),
    /** Charged, in the smallest unit of its currency (centavos or cents). */
    amount: integer("amount").notNull(),
    /** The quote's total in centavos when it was charged. */
    amountMxn: centavos("amount_mxn"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cardCountry: text("card_country"),
    /** Where the provider sends the visitor back after 3-D Secure (part of the charge's input). */
    returnUrl: text("return_url"),
    /** The card's error code of a FAILED attempt (card_declined, ...). */
    failureCode: text("failure_code"),
    /** An OXXO voucher's days for the provider (part of the charge's input, like the amount). */
    voucherDays: integer("voucher_days"),
    /**
     * Until when an OXXO or SPEI attempt holds its quote: the confirmation of a payment made in time, at
     * the latest (voucher-terms.ts, transfer-terms.ts).
     */
    awaitingUntil: instant("awaiting_until"),
    /**
     * What the provider issued to pay with: the reference (the OXXO voucher's number, the transfer's
     * reference), its printable page, and the deadline (the voucher's expiry; a transfer's is the park's,
     * written with the attempt because Stripe sets none).
     */
    voucherNumber: text("voucher_number"),
    voucherUrl: text("voucher_url"),
    voucherExpiresAt: instant("voucher_expires_at"),
    /** A transfer's Stripe Customer: funds that arrive late or in excess wait in its cash balance. */
    providerCustomer: text("provider_customer"),
    /** Where a transfer goes (the bank and its CLABE) and what is still to be sent, in centavos. */
    transferBank: text("transfer_bank"),
    transferClabe: text("transfer_clabe"),
    transferAmountRemaining: integer("transfer_amount_remaining"),
    /** Centavos given back from the customer's cash balance so far (late or excess transfers). */
    transferRefunded: integer("transfer_refunded").notNull().default(0),
    /**
     * Until when the reconciler looks at an ended transfer's cash balance (hourly, from `reconcile_after`),
     * in case the provider's event about money that came late was lost.
     */
    balanceWatchUntil: instant("balance_watch_until"),
    paidAt: instant("paid_at"),
    /** The reconciler leaves the attempt alone until then (another process is asking the provider). */
    reconcileAfter: instant("reconcile_after").notNull(),
    ...timestamps(),
  },
  (t) => [
    check(
      "payments_status",
      sql`${t.status} in ('PROCESSING', 'REQUIRES_ACTION', 'AWAITING_PAYMENT', 'SUCCEEDED', 'FAILED', 'REFUNDED')`,
    ),
    check("payments_method", sql`${t.method} in ('card', 'oxxo', 'spei')`),
    check(
      "payments_voucher",
      sql`${t.method} = 'card' or (${t.awaitingUntil} is not null and (${t.method} <> 'oxxo' or ${t.voucherDays} between 1 and 7))`,
    ),
    check("payments_currency", sql`${t.currency} in ('MXN', 'USD')`),
    check("payments_amounts", sql`${t.amount} > 0 and ${t.amountMxn} > 0 and ${t.exchangeRate} > 0`),
    index("payments_quote").on(t.quoteId),
    // A cash balance's event names the customer only.
    index("payments_provider_customer").on(t.providerCustomer),
    // The reconciler looks at ended transfers' cash balances for a week.
    index("payments_balance_watch").on(t.reconcileAfter).where(sql`${t.balanceWatchUntil} is not null`),
    // The office's sales per day and its export of a date range's money, by when it was paid.
    index("payments_paid_at").on(t.paidAt).where(sql`${t.status} = 'SUCCEEDED'`),
    // The reconciler looks for attempts still under way.
    index("payments_open")
      .on(t.reconcileAfter)
      .where(sql`${t.status} in ('PROCESSING', 'REQUIRES_ACTION', 'AWAITING_PAYMENT')`),
  ],
);
