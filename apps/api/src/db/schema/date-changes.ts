import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { centavos, instant, timestamps, uuidId } from "./columns.ts";
import { quoteRef, type SoldPricing } from "./quotes.ts";

/**
 * Where a date change stands: HELD while its new nights are held and the visitor pays the difference;
 * PROCESSING from the moment the charge's input is stored until the provider answers; REQUIRES_ACTION
 * while the card is authenticated; APPLIED once the visit moved; FAILED (refused card, abandoned, hold
 * ended) or REFUNDED (charged, but the visit could not move any more).
 */
export const DATE_CHANGE_STATUSES = [
  "HELD",
  "PROCESSING",
  "REQUIRES_ACTION",
  "APPLIED",
  "FAILED",
  "REFUNDED",
] as const;
export type DateChangeStatus = (typeof DATE_CHANGE_STATUSES)[number];

/**
 * A paid visit's move to other dates (issue 14 item 8; docs/decisions/0030-date-changes.md). The row is
 * written with the new nights' holds, before any charge, and carries everything the charge of the
 * difference is made of (idempotency key, payment method, amount), like a payments row: a charge whose
 * answer was lost is asked for again with the same input, and the reconciler finishes it exactly once.
 */
export const dateChanges = pgTable(
  "date_changes",
  {
    id: uuidId(),
    quoteId: quoteRef(),
    status: text("status", { enum: DATE_CHANGE_STATUSES }).notNull(),
    fromArrivalDate: date("from_arrival_date", { mode: "string" }).notNull(),
    fromDepartureDate: date("from_departure_date", { mode: "string" }).notNull(),
    arrivalDate: date("arrival_date", { mode: "string" }).notNull(),
    departureDate: date("departure_date", { mode: "string" }).notNull(),
    /** The visit's total in centavos before and after, as sold and as the new dates price it. */
    fromTotal: centavos("from_total"),
    newTotal: centavos("new_total"),
    /** What the visitor pays, in centavos: the new total less the old one, never below 0 (no refunds). */
    difference: centavos("difference"),
    /** The new dates' prices, which become the quote's sold prices when the change is applied. */
    soldPricing: jsonb("sold_pricing").$type<SoldPricing>().notNull(),
    /** The units the new nights hold, in order; they become the quote's chosen units. */
    unitIds: integer("unit_ids").array().notNull(),
    /** The end of the new nights' holds while the difference is unpaid. */
    holdExpiresAt: instant("hold_expires_at").notNull(),
    idempotencyKey: text("idempotency_key"),
    paymentMethodId: text("payment_method_id"),
    intentId: text("intent_id").unique("date_changes_intent"),
    currency: text("currency", { enum: ["MXN", "USD"] }),
    exchangeRate: numeric("exchange_rate", { precision: 12, scale: 4, mode: "number" }),
    /** Charged, in the smallest unit of its currency. */
    amount: integer("amount"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    returnUrl: text("return_url"),
    failureCode: text("failure_code"),
    /** The reconciler leaves the change alone until then. */
    reconcileAfter: instant("reconcile_after"),
    appliedAt: instant("applied_at"),
    ...timestamps(),
  },
  (t) => [
    check(
      "date_changes_status",
      sql`${t.status} in ('HELD', 'PROCESSING', 'REQUIRES_ACTION', 'APPLIED', 'FAILED', 'REFUNDED')`,
    ),
    check("date_changes_dates", sql`${t.departureDate} >= ${t.arrivalDate}`),
    check("date_changes_amounts", sql`${t.difference} >= 0 and ${t.newTotal} >= 0 and ${t.fromTotal} >= 0`),
    check("date_changes_currency", sql`${t.currency} is null or ${t.currency} in ('MXN', 'USD')`),
    // One change under way per visit: a second tab's change waits for the first to end.
    uniqueIndex("date_changes_one_open")
      .on(t.quoteId)
      .where(sql`${t.status} in ('HELD', 'PROCESSING', 'REQUIRES_ACTION')`),
    index("date_changes_quote").on(t.quoteId),
    // The office's sales per day and its export count the differences paid, by when the change was applied.
    index("date_changes_applied_at").on(t.appliedAt).where(sql`${t.status} = 'APPLIED'`),
    // The reconciler looks for charges still under way.
    index("date_changes_due")
      .on(t.reconcileAfter)
      .where(sql`${t.status} in ('PROCESSING', 'REQUIRES_ACTION')`),
  ],
);
