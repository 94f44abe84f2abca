import { LANGUAGES } from "@park/domain/constants.ts";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createdAt, mailQueue, uuidId } from "./columns.ts";
import { quoteRef } from "./quotes.ts";

/**
 * What a queued e-mail says: the order's confirmation (with its QR), an OXXO voucher or a SPEI
 * transfer to pay (issue 35), that it lapsed unpaid and the stay was let go, or that a transfer that
 * came late or in excess was refunded.
 */
export const OUTBOX_KINDS = [
  "order_confirmation",
  "voucher_issued",
  "voucher_lapsed",
  "transfer_refunded",
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * E-mails to send, written in the transaction that makes them due (the order confirmation with the one
 * that marks the quote PAID), so a crash never loses one; the unique key queues each kind once per quote (and each resend the office asks for once).
 * A drainer sends them and marks them SENT.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuidId(),
    quoteId: quoteRef(),
    kind: text("kind", { enum: OUTBOX_KINDS }).notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    recipient: text("recipient").notNull(),
    ...mailQueue(),
    /**
     * Null for the e-mail the sale queues; the front desk's request for a resend (office orders), so a
     * resend is queued once per request however often it arrives; a voucher's payment attempt for the
     * voucher's e-mails.
     */
    requestKey: text("request_key"),
    createdAt: createdAt(),
  },
  (t) => [
    // Nulls are equal here: the sale's own e-mail (no request key) is still queued once per quote and kind.
    unique("email_outbox_quote_kind_request").on(t.quoteId, t.kind, t.requestKey).nullsNotDistinct(),
    check("email_outbox_status", sql`${t.status} in ('PENDING', 'SENT')`),
    check(
      "email_outbox_kind",
      sql`${t.kind} in ('order_confirmation', 'voucher_issued', 'voucher_lapsed', 'transfer_refunded')`,
    ),
    check("email_outbox_language", sql`${t.language} in ('es', 'en')`),
    index("email_outbox_due").on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
  ],
);
