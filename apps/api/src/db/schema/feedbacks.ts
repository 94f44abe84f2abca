import { LANGUAGES } from "@park/domain/constants.ts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { createdAt, instant, uuidId } from "./columns.ts";

/**
 * Messages sent through the contact form (001 §3 Feedback). Each row is also its own e-mail to the park:
 * stored PENDING in the same insert, so a message is never lost when the mail server is down, and sent
 * by the feedback mail drainer, which marks it SENT (decision 0020).
 */
export const feedbacks = pgTable(
  "feedbacks",
  {
    id: uuidId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** One of the six ids of FEEDBACK_SUBJECTS (@park/domain/contact/feedback-schema.ts). */
    subject: smallint("subject").notNull(),
    message: text("message").notNull(),
    /** The visitor's language, so the park can answer in it. */
    language: text("language", { enum: LANGUAGES }).notNull(),
    createdAt: createdAt(),
    mailStatus: text("mail_status", { enum: ["PENDING", "SENT"] })
      .notNull()
      .default("PENDING"),
    mailAttempts: integer("mail_attempts").notNull().default(0),
    nextMailAt: instant("next_mail_at").notNull(),
    mailSentAt: instant("mail_sent_at"),
    lastMailError: text("last_mail_error"),
    /** When a staff member first opened it in the office inbox; null while unread. */
    readAt: instant("read_at"),
  },
  (t) => [
    check("feedbacks_subject", sql`${t.subject} between 1 and 6`),
    check("feedbacks_language", sql`${t.language} in ('es', 'en')`),
    check("feedbacks_mail_status", sql`${t.mailStatus} in ('PENDING', 'SENT')`),
    index("feedbacks_mail_due").on(t.nextMailAt).where(sql`${t.mailStatus} = 'PENDING'`),
  ],
);
