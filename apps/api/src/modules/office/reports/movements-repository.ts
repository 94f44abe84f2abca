import type { MovementRow } from "@park/domain/office-reports/money-movements.ts";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { type AnyPgColumn, unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/database.ts";
import { dateChanges } from "../../../db/schema/date-changes.ts";
import { payments } from "../../../db/schema/payments.ts";
import { quoteContacts } from "../../../db/schema/quote-contacts.ts";
import { quotes } from "../../../db/schema/quotes.ts";
import { refunds } from "../../../db/schema/refunds.ts";
import type { Period } from "../dashboard/repository.ts";

/** Where a page of movements ended: the next page starts after it. */
export type MovementCursor = { at: Date; id: string };

/**
 * The movements of money of a period (the export's lines), a page at a time in the order they happened:
 * each page is one query that starts after the last line of the one before (keyset), so a year is read
 * in pages of constant cost on PGlite and PostgreSQL alike and never held whole.
 */
export function createMovementsRepository(db: Database) {
  // The branches' names start with m_: the outer query names them unqualified, beside the quotes' and the
  // contacts' own columns (id, quote_id, ...).
  function branches(period: Period, after: MovementCursor | null, size: number) {
    // Each branch reads its own index from the cursor (migration 0029) and stops after `size` rows: the next
    // page's lines are among the first `size` of each branch, so a page never sorts the rest of the range.
    const from = (column: AnyPgColumn, id: AnyPgColumn) =>
      and(
        gte(column, after?.at ?? period.start),
        after
          ? sql`(${column}, ${id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      );
    const paid = db
      .select({
        kind: sql<string>`'payment'`.as("m_kind"),
        at: sql<Date>`${payments.paidAt}`.as("m_at"),
        id: sql<string>`${payments.id}`.as("m_id"),
        quoteId: sql<string>`${payments.quoteId}`.as("m_quote_id"),
        method: sql<string>`${payments.method}`.as("m_method"),
        currency: sql<string>`${payments.currency}`.as("m_currency"),
        exchangeRate: sql<number>`${payments.exchangeRate}`.as("m_exchange_rate"),
        amount: sql<number>`${payments.amount}`.as("m_amount"),
        centavos: sql<number | null>`${payments.amountMxn}`.as("m_centavos"),
        paymentAmount: sql<number | null>`null::integer`.as("m_payment_amount"),
        paymentAmountMxn: sql<number | null>`null::integer`.as("m_payment_amount_mxn"),
        cardBrand: sql<string | null>`${payments.cardBrand}`.as("m_card_brand"),
        cardLast4: sql<string | null>`${payments.cardLast4}`.as("m_card_last4"),
        reference: sql<string | null>`${payments.voucherNumber}`.as("m_reference"),
        staff: sql<string | null>`null::text`.as("m_staff"),
      })
      .from(payments)
      .where(
        and(
          eq(payments.status, "SUCCEEDED"),
          from(payments.paidAt, payments.id),
          lt(payments.paidAt, period.end),
        ),
      )
      .orderBy(asc(payments.paidAt), asc(payments.id))
      .limit(size);
    const moved = db
      .select({
        kind: sql<string>`'date_change'`.as("m_kind"),
        at: sql<Date>`${dateChanges.appliedAt}`.as("m_at"),
        id: sql<string>`${dateChanges.id}`.as("m_id"),
        quoteId: sql<string>`${dateChanges.quoteId}`.as("m_quote_id"),
        method: sql<string>`'card'`.as("m_method"),
        currency: sql<string>`${dateChanges.currency}`.as("m_currency"),
        exchangeRate: sql<number>`${dateChanges.exchangeRate}`.as("m_exchange_rate"),
        amount: sql<number>`${dateChanges.amount}`.as("m_amount"),
        centavos: sql<number | null>`${dateChanges.difference}`.as("m_centavos"),
        paymentAmount: sql<number | null>`null::integer`.as("m_payment_amount"),
        paymentAmountMxn: sql<number | null>`null::integer`.as("m_payment_amount_mxn"),
        cardBrand: sql<string | null>`${dateChanges.cardBrand}`.as("m_card_brand"),
        cardLast4: sql<string | null>`${dateChanges.cardLast4}`.as("m_card_last4"),
        reference: sql<string | null>`null::text`.as("m_reference"),
        staff: sql<string | null>`null::text`.as("m_staff"),
      })
      .from(dateChanges)
      .where(
        and(
          eq(dateChanges.status, "APPLIED"),
          sql`${dateChanges.amount} is not null`,
          from(dateChanges.appliedAt, dateChanges.id),
          lt(dateChanges.appliedAt, period.end),
        ),
      )
      .orderBy(asc(dateChanges.appliedAt), asc(dateChanges.id))
      .limit(size);
    const refunded = db
      .select({
        kind: sql<string>`'refund'`.as("m_kind"),
        at: sql<Date>`${refunds.settledAt}`.as("m_at"),
        id: sql<string>`${refunds.id}`.as("m_id"),
        quoteId: sql<string>`${refunds.quoteId}`.as("m_quote_id"),
        method: sql<string>`${payments.method}`.as("m_method"),
        currency: sql<string>`${refunds.currency}`.as("m_currency"),
        exchangeRate: sql<number>`${payments.exchangeRate}`.as("m_exchange_rate"),
        amount: sql<number>`${refunds.amount}`.as("m_amount"),
        centavos: sql<number | null>`null::integer`.as("m_centavos"),
        paymentAmount: sql<number | null>`${payments.amount}`.as("m_payment_amount"),
        paymentAmountMxn: sql<number | null>`${payments.amountMxn}`.as("m_payment_amount_mxn"),
        cardBrand: sql<string | null>`${payments.cardBrand}`.as("m_card_brand"),
        cardLast4: sql<string | null>`${payments.cardLast4}`.as("m_card_last4"),
        reference: sql<string | null>`${refunds.providerRefundId}`.as("m_reference"),
        staff: sql<string | null>`${refunds.staffName}`.as("m_staff"),
      })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(
        and(
          eq(refunds.status, "SUCCEEDED"),
          from(refunds.settledAt, refunds.id),
          lt(refunds.settledAt, period.end),
        ),
      )
      .orderBy(asc(refunds.settledAt), asc(refunds.id))
      .limit(size);
    return unionAll(paid, moved, refunded).as("movements");
  }

  return {
    /** Up to `size` movements of the period after `after` (from its start when null), oldest first. */
    async page(
      period: Period,
      after: MovementCursor | null,
      size: number,
    ): Promise<(MovementRow & { id: string })[]> {
      const m = branches(period, after, size);
      const rows = await db
        .select({
          kind: m.kind,
          at: m.at,
          id: m.id,
          code: quotes.code,
          buyerName: quoteContacts.name,
          buyerLastname: quoteContacts.lastname,
          email: quoteContacts.email,
          stayType: quotes.stayType,
          arrivalDate: quotes.arrivalDate,
          departureDate: quotes.departureDate,
          persons: quotes.numberOfPersons,
          method: m.method,
          currency: m.currency,
          exchangeRate: m.exchangeRate,
          amount: m.amount,
          centavos: m.centavos,
          paymentAmount: m.paymentAmount,
          paymentAmountMxn: m.paymentAmountMxn,
          cardBrand: m.cardBrand,
          cardLast4: m.cardLast4,
          reference: m.reference,
          staff: m.staff,
        })
        .from(m)
        .innerJoin(quotes, eq(quotes.id, sql`${m.quoteId}`))
        .leftJoin(quoteContacts, eq(quoteContacts.quoteId, sql`${m.quoteId}`))
        .orderBy(asc(m.at), asc(m.id))
        .limit(size);
      return rows.map(({ paymentAmount, paymentAmountMxn, ...row }) => ({
        ...row,
        at: new Date(row.at),
        kind: row.kind as MovementRow["kind"],
        method: row.method as MovementRow["method"],
        currency: row.currency as MovementRow["currency"],
        exchangeRate: Number(row.exchangeRate),
        amount: Number(row.amount),
        centavos: row.centavos === null ? null : Number(row.centavos),
        payment:
          paymentAmount === null || paymentAmountMxn === null
            ? null
            : { amount: Number(paymentAmount), amountMxn: Number(paymentAmountMxn) },
      }));
    },
  };
}
