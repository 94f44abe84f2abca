import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { payments } from "./payments.ts";
import { quotes } from "./quotes.ts";

/**
 * A refund the front desk made of a payment, through the provider (office orders). `request_key` is
 * the desk's request (one per confirmed dialog) and also the provider's Idempotency-Key, so a double
 * click or a retry after a lost answer refunds and records once; the provider's refund id is unique
 * for the same reason. Amounts are in the smallest unit of the payment's currency.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id),
    amount: integer("amount").notNull(),
    currency: text("currency", { enum: ["MXN", "USD"] }).notNull(),
    providerRefundId: text("provider_refund_id").notNull().unique("refunds_provider_refund"),
    requestKey: text("request_key").notNull().unique("refunds_request"),
    /** The staff member who made it (staff_users.id) and their name then, as the order page shows it. */
    staffId: uuid("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    check("refunds_amount", sql`${t.amount} > 0`),
    check("refunds_currency", sql`${t.currency} in ('MXN', 'USD')`),
    index("refunds_payment").on(t.paymentId),
    index("refunds_quote").on(t.quoteId),
  ],
);
