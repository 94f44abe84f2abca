import type { PaymentCurrency } from "@park/domain/checkout/charge-amount.ts";
import { LODGING_KINDS, type LodgingKind } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import type { AwaitedPayment } from "@park/domain/office-dashboard/awaiting-payment.ts";
import type { HourOfSales } from "@park/domain/office-dashboard/sales-per-day.ts";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { dateChanges } from "../../../db/schema/date-changes.ts";
import { payments } from "../../../db/schema/payments.ts";
import { refunds } from "../../../db/schema/refunds.ts";
import { createUnitNightsRepository } from "../../ecommerce/reservations/repository.ts";

/** Instants from `start` (included) to `end` (excluded). */
export type Period = { start: Date; end: Date };

/** A made refund with the payment it came from, for its pesos (refundInCentavos). */
export type RefundOfPayment = {
  at: Date;
  currency: PaymentCurrency;
  amount: number;
  payment: { amount: number; amountMxn: number };
};

const HOUR_MS = 3_600_000;

/**
 * The hour an instant falls in, counted from 1970 in UTC: written with the epoch, not date_trunc, whose
 * hours follow the session's time zone (one of half hours would split a park day's hour in two).
 */
const hourOf = (column: typeof payments.paidAt | typeof dateChanges.appliedAt) =>
  sql<number>`floor(extract(epoch from ${column}) / 3600)::bigint`.mapWith(Number);

/** The dashboard's readings beside the overview's: the sale's stock per kind, money and what waits. */
export function createDashboardRepository(db: Database) {
  const unitNights = createUnitNightsRepository(db);
  return {
    /** What each kind has taken each night, in the sale's reading (decision 0045). */
    async takenPerKind(
      nights: { first: IsoDate; last: IsoDate },
      now: Date,
    ): Promise<Map<LodgingKind, Map<IsoDate, number>>> {
      const taken = new Map<LodgingKind, Map<IsoDate, number>>();
      // One kind after the other: `db` may be a single connection.
      for (const kind of LODGING_KINDS) {
        const rows = await unitNights.takenPerNight({ kind, nights, now });
        taken.set(kind, new Map(rows.map((row) => [row.night, row.units])));
      }
      return taken;
    },

    /**
     * Money in per UTC hour and currency: orders paid (their pesos and what was charged), and the
     * differences of applied date changes (money, no order).
     */
    async hoursOfSales(period: Period): Promise<HourOfSales[]> {
      const sold = await db
        .select({
          hour: hourOf(payments.paidAt),
          currency: payments.currency,
          orders: sql<number>`count(*)::int`.mapWith(Number),
          centavos: sql<number>`sum(${payments.amountMxn})::bigint`.mapWith(Number),
          charged: sql<number>`sum(${payments.amount})::bigint`.mapWith(Number),
        })
        .from(payments)
        .where(
          and(
            eq(payments.status, "SUCCEEDED"),
            gte(payments.paidAt, period.start),
            lt(payments.paidAt, period.end),
          ),
        )
        .groupBy(sql`1`, payments.currency);
      const moved = await db
        .select({
          hour: hourOf(dateChanges.appliedAt),
          currency: sql<PaymentCurrency>`${dateChanges.currency}`,
          centavos: sql<number>`sum(${dateChanges.difference})::bigint`.mapWith(Number),
          charged: sql<number>`sum(${dateChanges.amount})::bigint`.mapWith(Number),
        })
        .from(dateChanges)
        .where(
          and(
            eq(dateChanges.status, "APPLIED"),
            sql`${dateChanges.amount} is not null`,
            gte(dateChanges.appliedAt, period.start),
            lt(dateChanges.appliedAt, period.end),
          ),
        )
        .groupBy(sql`1`, dateChanges.currency);
      return [...sold, ...moved.map((row) => ({ ...row, orders: 0 }))].map((row) => ({
        ...row,
        hour: new Date(row.hour * HOUR_MS),
      }));
    },

    /** Refunds recorded as made in the period, with their payment's amounts. */
    async madeRefunds(period: Period): Promise<RefundOfPayment[]> {
      const rows = await db
        .select({
          at: refunds.settledAt,
          currency: refunds.currency,
          amount: refunds.amount,
          paymentAmount: payments.amount,
          paymentAmountMxn: payments.amountMxn,
        })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(
          and(
            eq(refunds.status, "SUCCEEDED"),
            gte(refunds.settledAt, period.start),
            lt(refunds.settledAt, period.end),
          ),
        );
      return rows.flatMap(({ at, currency, amount, paymentAmount, paymentAmountMxn }) =>
        at ? [{ at, currency, amount, payment: { amount: paymentAmount, amountMxn: paymentAmountMxn } }] : [],
      );
    },

    /**
     * The OXXO vouchers and SPEI transfers waiting for their money, as the orders list's AWAITING_PAYMENT
     * filter finds them; a transfer owes what its partial payments left.
     */
    async awaitedPayments(): Promise<AwaitedPayment[]> {
      const rows = await db
        .select({
          quoteId: payments.quoteId,
          method: payments.method,
          dueCentavos:
            sql<number>`coalesce(${payments.transferAmountRemaining}, ${payments.amountMxn})`.mapWith(Number),
          awaitingUntil: payments.awaitingUntil,
        })
        .from(payments)
        .where(and(eq(payments.status, "AWAITING_PAYMENT"), inArray(payments.method, ["oxxo", "spei"])));
      return rows.flatMap(({ method, awaitingUntil, ...row }) =>
        method !== "card" && awaitingUntil ? [{ ...row, method, awaitingUntil }] : [],
      );
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
