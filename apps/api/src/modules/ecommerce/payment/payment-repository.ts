import type { ContactPayload } from "@park/domain/checkout/contact-schema.ts";
import type { Language } from "@park/domain/constants.ts";
import { and, desc, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import type { OutboxKind } from "../../../db/schema/email-outbox.ts";
import { OPEN_PAYMENT_STATUSES, payments } from "../../../db/schema/payments.ts";
import { quoteContacts } from "../../../db/schema/quote-contacts.ts";
import { claimed, leaseDue } from "../charge/charge-repository.ts";
import { queueVisitMail } from "../confirmation-mail/outbox-repository.ts";
import { isQuoteId } from "../quotes/repository.ts";

export type PaymentRecord = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, "id">;
export type ContactRecord = typeof quoteContacts.$inferSelect;

/** The statements of the payment call and the reconciler: contacts, attempts and the confirmation e-mail. */
export function createPaymentsRepository(db: Database) {
  async function contactOf(quoteId: string): Promise<ContactRecord | undefined> {
    if (!isQuoteId(quoteId)) return undefined;
    const [row] = await db.select().from(quoteContacts).where(eq(quoteContacts.quoteId, quoteId));
    return row;
  }

  /** The quote's first attempt in `order` that meets every condition. */
  async function firstOf(
    quoteId: string,
    conditions: (SQL | undefined)[],
    order: SQL[] = [],
  ): Promise<PaymentRecord | undefined> {
    if (!isQuoteId(quoteId)) return undefined;
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.quoteId, quoteId), ...conditions))
      .orderBy(...order)
      .limit(1);
    return row;
  }

  return {
    /** The contact of the quote, replaced by the latest payment's (the visitor may correct it and retry). */
    async saveContact(
      quoteId: string,
      contact: ContactPayload,
      visitorWantsInfo: boolean,
      now: Date,
    ): Promise<void> {
      const values = { ...contact, visitorWantsInfo, updatedAt: now };
      await db
        .insert(quoteContacts)
        .values({ quoteId, ...values, createdAt: now })
        .onConflictDoUpdate({ target: quoteContacts.quoteId, set: values });
    },

    contactOf,

    /**
     * Queues an e-mail of the visit to the quote's contact (none without one), once per kind and request
     * key: the confirmation with null for the sale's own, `date_change:<id>` for a change; a voucher's
     * with its attempt's id (outbox-repository.ts).
     */
    async queueConfirmation(
      quote: { id: string; language: Language },
      requestKey: string | null,
      now: Date,
      kind: OutboxKind = "order_confirmation",
    ): Promise<void> {
      const contact = await contactOf(quote.id);
      if (!contact) return;
      await queueVisitMail(db, {
        kind,
        quoteId: quote.id,
        recipient: contact.email,
        language: quote.language,
        requestKey,
        now,
      });
    },

    async insert(payment: NewPayment): Promise<PaymentRecord> {
      const [row] = await db.insert(payments).values(payment).returning();
      return row!;
    },

    async update(
      id: string,
      change: Partial<Omit<NewPayment, "quoteId" | "createdAt">> & { updatedAt: Date },
    ): Promise<PaymentRecord | undefined> {
      const [row] = await db.update(payments).set(change).where(eq(payments.id, id)).returning();
      return row;
    },

    async byId(id: string): Promise<PaymentRecord | undefined> {
      if (!isQuoteId(id)) return undefined;
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async byIntent(intentId: string): Promise<PaymentRecord | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId));
      return row;
    },

    /** The transfer's attempt whose intent was made for the provider's Customer `customerId`. */
    async byProviderCustomer(customerId: string): Promise<PaymentRecord | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.providerCustomer, customerId));
      return row;
    },

    /**
     * Counts `amount` more centavos given back from a transfer's cash balance, only while `before` is what
     * was counted so far: of two askers who made the same refund, one counts it. False for the other.
     */
    async addRefunded(id: string, before: number, amount: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ transferRefunded: before + amount, updatedAt: now })
        .where(and(eq(payments.id, id), eq(payments.transferRefunded, before)))
        .returning({ id: payments.id });
      return rows.length === 1;
    },

    /** The quote's latest attempt, or its latest one with an intent. */
    latest(quoteId: string, options: { withIntent?: boolean } = {}): Promise<PaymentRecord | undefined> {
      return firstOf(
        quoteId,
        [options.withIntent ? sql`${payments.intentId} is not null` : undefined],
        [desc(payments.createdAt), desc(payments.updatedAt)],
      );
    },

    /** The attempt that paid the quote. */
    succeeded(quoteId: string): Promise<PaymentRecord | undefined> {
      return firstOf(quoteId, [eq(payments.status, "SUCCEEDED")]);
    },

    /** A refused or refunded attempt of the quote with this idempotency key. */
    refusedWithKey(quoteId: string, key: string): Promise<PaymentRecord | undefined> {
      return firstOf(quoteId, [
        eq(payments.idempotencyKey, key),
        inArray(payments.status, ["FAILED", "REFUNDED"]),
      ]);
    },

    async failedCount(quoteId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(payments)
        .where(and(eq(payments.quoteId, quoteId), eq(payments.status, "FAILED")));
      return row?.count ?? 0;
    },

    /**
     * Takes up to `limit` open attempts due for the reconciler and moves their next look to `leaseUntil`,
     * in one short transaction: SKIP LOCKED lets two processes share the work without waiting for or
     * repeating each other, and no lock is held while the provider is asked.
     */
    claimDue(now: Date, leaseUntil: Date, limit: number): Promise<PaymentRecord[]> {
      return leaseDue(
        db,
        payments,
        { reconcileAfter: leaseUntil },
        { open: [...OPEN_PAYMENT_STATUSES], now, limit },
      );
    },

    /**
     * Takes up to `limit` ended transfers whose cash balance is due a look (transfer-leftovers.ts), moving
     * their next look to `leaseUntil`, as `claimDue` does for open attempts.
     */
    claimWatchedBalances(now: Date, leaseUntil: Date, limit: number): Promise<PaymentRecord[]> {
      const due = and(gt(payments.balanceWatchUntil, now), lte(payments.reconcileAfter, now));
      return db
        .update(payments)
        .set({ reconcileAfter: leaseUntil })
        .where(claimed(db, { id: payments.id, due, order: payments.reconcileAfter, limit }))
        .returning();
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
