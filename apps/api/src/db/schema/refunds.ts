import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, uuidId } from "./columns.ts";
import { payments } from "./payments.ts";
import { quoteRef } from "./quotes.ts";

/**
 * Where a refund stands: PENDING from before the provider is asked until its answer is recorded (by the
 * desk's request, or by the sweep after a crash or a lost answer), then SUCCEEDED or FAILED (refused).
 */
export const REFUND_STATUSES = ["PENDING", "SUCCEEDED", "FAILED"] as const;

/**
 * A refund the front desk made of a payment, through the provider (office orders). `request_key` is
 * the desk's request (one per confirmed dialog) and also the provider's Idempotency-Key, so a double
 * click or a retry after a lost answer refunds and records once; the provider's refund id is unique
 * for the same reason. The row is written PENDING before the provider is called, so a refund the
 * provider made is never lost to a crash before its answer was recorded. Amounts are in the smallest
 * unit of the payment's currency.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuidId(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    quoteId: quoteRef("no action"),
    amount: integer("amount").notNull(),
    currency: text("currency", { enum: ["MXN", "USD"] }).notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull(),
    /** Known once the provider answered (SUCCEEDED). */
    providerRefundId: text("provider_refund_id").unique("refunds_provider_refund"),
    requestKey: text("request_key").notNull().unique("refunds_request"),
    /** The staff member who made it (staff_users.id) and their name then, as the order page shows it. */
    staffId: uuid("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    /** The provider's refusal code of a FAILED refund (amount_too_large, charge_already_refunded, ...). */
    failureCode: text("failure_code"),
    createdAt: createdAt(),
    /** When the provider's answer was recorded. */
    settledAt: instant("settled_at"),
  },
  (t) => [
    check("refunds_amount", sql`${t.amount} > 0`),
    check("refunds_currency", sql`${t.currency} in ('MXN', 'USD')`),
    check("refunds_status", sql`${t.status} in ('PENDING', 'SUCCEEDED', 'FAILED')`),
    check(
      "refunds_settled",
      sql`(${t.status} = 'SUCCEEDED') = (${t.providerRefundId} is not null) and (${t.status} = 'PENDING') = (${t.settledAt} is null)`,
    ),
    index("refunds_payment").on(t.paymentId),
    index("refunds_quote").on(t.quoteId),
    // The office's refunds per day and its export, by when the provider's answer was recorded.
    index("refunds_settled_at").on(t.settledAt).where(sql`${t.status} = 'SUCCEEDED'`),
    // The sweep looks for refunds whose provider answer was never recorded.
    index("refunds_pending").on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
  ],
);
