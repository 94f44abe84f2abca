import { LANGUAGES } from "@park/domain/constants.ts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { quotes } from "./quotes.ts";

/**
 * E-mails to send, written in the transaction that makes them due (the order confirmation with the one
 * that marks the quote PAID), so a crash never loses one; the unique key queues each kind once per quote (and each resend the office asks for once).
 * A drainer sends them and marks them SENT.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["order_confirmation"] }).notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    recipient: text("recipient").notNull(),
    status: text("status", { enum: ["PENDING", "SENT"] })
      .notNull()
      .default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    /**
     * Null for the e-mail the sale queues; the front desk's request for a resend (office orders), so a
     * resend is queued once per request however often it arrives.
     */
    requestKey: text("request_key"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    // Nulls are equal here: the sale's own e-mail (no request key) is still queued once per quote and kind.
    unique("email_outbox_quote_kind_request").on(t.quoteId, t.kind, t.requestKey).nullsNotDistinct(),
    check("email_outbox_status", sql`${t.status} in ('PENDING', 'SENT')`),
    check("email_outbox_kind", sql`${t.kind} in ('order_confirmation')`),
    check("email_outbox_language", sql`${t.language} in ('es', 'en')`),
    index("email_outbox_due").on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
  ],
);
