import type { OrderSearchQuery, SearchTerm } from "@park/domain/office-orders/order-search.ts";
import { ORDER_PAGE_SIZE, statusesOf } from "@park/domain/office-orders/order-search.ts";
import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { emailOutbox } from "../../../db/schema/email-outbox.ts";
import { payments } from "../../../db/schema/payments.ts";
import { quoteContacts } from "../../../db/schema/quote-contacts.ts";
import { quotes } from "../../../db/schema/quotes.ts";
import { refunds } from "../../../db/schema/refunds.ts";
import { vehicleEntries } from "../../../db/schema/vehicle-entries.ts";
import { claimed } from "../../ecommerce/charge/charge-repository.ts";
import { isQuoteId, visitColumns } from "../../ecommerce/quotes/repository.ts";

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type OutboxRow = typeof emailOutbox.$inferSelect;

/** The end of the hold of the quote's OXXO voucher waiting to be paid (null when none waits). */
const awaitingUntil = sql<
  Date | string | null
>`(select max(${payments.awaitingUntil}) from ${payments} where ${payments.quoteId} = ${quotes.id} and ${payments.status} = 'AWAITING_PAYMENT')`;

/** LIKE's own characters typed by the desk are matched as themselves. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What a search term matches, each written so an index of quote_contacts (or the visit code's unique
 * key) can answer it: e-mail and names from their start in lower case, the phone from its last digits.
 */
function termCondition(term: SearchTerm): SQL | undefined {
  switch (term.kind) {
    case "code":
      return eq(quotes.code, term.code);
    case "email":
      return sql`lower(${quoteContacts.email}) like ${likePrefix(term.email)}`;
    case "phone":
      return sql`reverse(${quoteContacts.phoneNumber}) like ${likePrefix([...term.digits].reverse().join(""))}`;
    case "name":
      return and(
        ...term.words.map(
          (word) =>
            sql`(lower(${quoteContacts.name}) like ${likePrefix(word)} or lower(${quoteContacts.lastname}) like ${likePrefix(word)} or lower(${quoteContacts.lastname}) like ${`% ${likePrefix(word)}`})`,
        ),
      );
  }
}

/** The front desk's reads of orders, and the writes of refunds and resends (inside the service's transactions). */
export function createOfficeOrdersRepository(db: Database) {
  return {
    async search(query: OrderSearchQuery, term: SearchTerm | null) {
      const conditions = [inArray(quotes.status, statusesOf(query.status))];
      if (query.status === "AWAITING_PAYMENT") conditions.push(sql`${awaitingUntil} is not null`);
      if (query.from) conditions.push(gte(quotes.arrivalDate, query.from));
      if (query.to) conditions.push(lte(quotes.arrivalDate, query.to));
      const matched = term ? termCondition(term) : undefined;
      if (matched) conditions.push(matched);
      const rows = await db
        .select({
          ...visitColumns,
          createdAt: quotes.createdAt,
          name: quoteContacts.name,
          lastname: quoteContacts.lastname,
          email: quoteContacts.email,
          phoneNumber: quoteContacts.phoneNumber,
          awaitingUntil,
        })
        .from(quotes)
        .leftJoin(quoteContacts, eq(quoteContacts.quoteId, quotes.id))
        .where(and(...conditions))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        // One more than a page tells whether a next page exists.
        .limit(ORDER_PAGE_SIZE + 1)
        .offset((query.page - 1) * ORDER_PAGE_SIZE);
      return rows;
    },

    async quote(id: string) {
      if (!isQuoteId(id)) return undefined;
      const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
      return row;
    },

    async contact(quoteId: string) {
      const [row] = await db.select().from(quoteContacts).where(eq(quoteContacts.quoteId, quoteId));
      return row;
    },

    payments(quoteId: string): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.quoteId, quoteId)).orderBy(asc(payments.createdAt));
    },

    refunds(quoteId: string): Promise<RefundRow[]> {
      return db.select().from(refunds).where(eq(refunds.quoteId, quoteId)).orderBy(asc(refunds.createdAt));
    },

    async vehicle(quoteId: string) {
      const [row] = await db.select().from(vehicleEntries).where(eq(vehicleEntries.quoteId, quoteId));
      return row;
    },

    emails(quoteId: string): Promise<OutboxRow[]> {
      return (
        db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.quoteId, quoteId))
          // The sale's own e-mail (no desk request key) before the resends made at the same instant, which
          // a pinned clock (demos, tests) or one busy millisecond gives them.
          .orderBy(
            asc(emailOutbox.createdAt),
            sql`${emailOutbox.requestKey} is not null`,
            asc(emailOutbox.id),
          )
      );
    },

    /** The payment with its row lock: refunds of one payment are made one after the other. */
    async lockPayment(paymentId: string): Promise<PaymentRow | undefined> {
      if (!isQuoteId(paymentId)) return undefined;
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).for("update");
      return row;
    },

    async refundByRequest(requestKey: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.requestKey, requestKey));
      return row;
    },

    /**
     * The amounts of a payment's refunds that are or may be made: SUCCEEDED and PENDING (the provider may
     * have refunded it already), so a new refund never counts on what a pending one may have taken.
     */
    async refundedAmounts(paymentId: string): Promise<number[]> {
      const rows = await db
        .select({ amount: refunds.amount })
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ["PENDING", "SUCCEEDED"])));
      return rows.map((row) => row.amount);
    },

    /** What the payment has had refunded, recorded as made (for the audit's before and after). */
    async succeededAmounts(paymentId: string): Promise<number[]> {
      const rows = await db
        .select({ amount: refunds.amount })
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, "SUCCEEDED")));
      return rows.map((row) => row.amount);
    },

    async payment(paymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
      return row;
    },

    /** The refund, locked until the transaction ends: whoever asks the provider about it holds this. */
    async lockRefund(id: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for("update");
      return row;
    },

    /** Up to `limit` PENDING refunds made before `createdBefore` that nobody is asking the provider about now. */
    claimPendingRefunds(createdBefore: Date, limit: number): Promise<RefundRow[]> {
      const claim = {
        id: refunds.id,
        due: and(eq(refunds.status, "PENDING"), lt(refunds.createdAt, createdBefore)),
        order: refunds.createdAt,
        limit,
      };
      return db.select().from(refunds).where(claimed(db, claim)).orderBy(asc(refunds.createdAt));
    },

    /** Records the provider's answer of a PENDING refund; undefined when it was not pending any more. */
    async settleRefund(
      id: string,
      values: Pick<RefundRow, "status" | "amount" | "providerRefundId" | "failureCode" | "settledAt">,
    ): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set(values)
        .where(and(eq(refunds.id, id), eq(refunds.status, "PENDING")))
        .returning();
      return row;
    },

    async insertRefund(values: typeof refunds.$inferInsert): Promise<RefundRow> {
      const [row] = await db.insert(refunds).values(values).returning();
      if (!row) throw new Error("the refund was not recorded");
      return row;
    },

    async emailByRequest(quoteId: string, requestKey: string): Promise<OutboxRow | undefined> {
      const [row] = await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.quoteId, quoteId), eq(emailOutbox.requestKey, requestKey)));
      return row;
    },
  };
}

export type OfficeOrdersRepository = ReturnType<typeof createOfficeOrdersRepository>;
