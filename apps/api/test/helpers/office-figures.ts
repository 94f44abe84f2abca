import { randomBytes, randomUUID } from "node:crypto";
import type { ArrivalTime, StayType } from "@park/domain/constants.ts";
import type { QuoteState } from "@park/domain/quote/quote-states.ts";
import { visitCodeFromBytes } from "@park/domain/quote/visit-code.ts";
import type { Database } from "../../src/db/database.ts";
import { activityPlaces, activitySlotDays, quoteActivities } from "../../src/db/schema/activity-bookings.ts";
import { checkIns } from "../../src/db/schema/check-ins.ts";
import { dateChanges } from "../../src/db/schema/date-changes.ts";
import { payments } from "../../src/db/schema/payments.ts";
import { quoteContacts } from "../../src/db/schema/quote-contacts.ts";
import { quotes } from "../../src/db/schema/quotes.ts";
import { refunds } from "../../src/db/schema/refunds.ts";

/*
 * The rows of a small, fixed data set written straight into the database, so that every figure the
 * office reads from them can be worked out by hand in the test beside it.
 */

const at = (iso: string) => new Date(iso);

export type FixedVisit = {
  status?: QuoteState;
  stayType: StayType;
  arrivalDate: string;
  departureDate: string;
  arrivalTime: ArrivalTime;
  persons: number;
  buyer?: { name: string; lastname: string };
  language?: "es" | "en";
};

export async function insertVisit(db: Database, visit: FixedVisit): Promise<{ id: string; code: string }> {
  const code = visitCodeFromBytes(randomBytes(10));
  const made = at("2026-11-01T18:00:00Z");
  const [row] = await db
    .insert(quotes)
    .values({
      code,
      status: visit.status ?? "PAID",
      stayType: visit.stayType,
      arrivalDate: visit.arrivalDate,
      departureDate: visit.departureDate,
      arrivalTime: visit.arrivalTime,
      numberOfPersons: visit.persons,
      language: visit.language ?? "es",
      createdAt: made,
      updatedAt: made,
    })
    .returning({ id: quotes.id });
  if (!row) throw new Error("the visit was not written");
  if (visit.buyer) {
    await db.insert(quoteContacts).values({
      quoteId: row.id,
      ...visit.buyer,
      email: `${visit.buyer.name.toLowerCase()}@example.com`,
      country: "MX",
      state: "BCN",
      city: "Ensenada",
      visitorWantsInfo: false,
      createdAt: made,
      updatedAt: made,
    });
  }
  return { id: row.id, code };
}

export type FixedPayment = {
  status?: (typeof payments.$inferInsert)["status"];
  method?: "card" | "oxxo" | "spei";
  currency?: "MXN" | "USD";
  exchangeRate?: number;
  amount: number;
  amountMxn?: number;
  paidAt?: string;
  awaitingUntil?: string;
  transferAmountRemaining?: number;
  cardBrand?: string;
  cardLast4?: string;
  voucherNumber?: string;
};

export async function insertPayment(db: Database, quoteId: string, payment: FixedPayment): Promise<string> {
  const paidAt = payment.paidAt ? at(payment.paidAt) : null;
  const made = paidAt ?? at("2026-11-01T18:00:00Z");
  const method = payment.method ?? "card";
  const [row] = await db
    .insert(payments)
    .values({
      quoteId,
      idempotencyKey: randomUUID(),
      paymentMethodId: `pm_${method}`,
      intentId: `pi_${randomUUID()}`,
      method,
      status: payment.status ?? "SUCCEEDED",
      currency: payment.currency ?? "MXN",
      exchangeRate: payment.exchangeRate ?? 1,
      amount: payment.amount,
      amountMxn: payment.amountMxn ?? payment.amount,
      cardBrand: payment.cardBrand ?? null,
      cardLast4: payment.cardLast4 ?? null,
      voucherNumber: payment.voucherNumber ?? null,
      voucherDays: method === "oxxo" ? 3 : null,
      awaitingUntil: payment.awaitingUntil ? at(payment.awaitingUntil) : method === "card" ? null : made,
      transferAmountRemaining: payment.transferAmountRemaining ?? null,
      paidAt,
      reconcileAfter: made,
      createdAt: made,
      updatedAt: made,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error("the payment was not written");
  return row.id;
}

export async function insertRefund(
  db: Database,
  refund: {
    quoteId: string;
    paymentId: string;
    amount: number;
    currency: "MXN" | "USD";
    settledAt: string;
    status?: "SUCCEEDED" | "FAILED";
    staffName?: string;
  },
): Promise<void> {
  const status = refund.status ?? "SUCCEEDED";
  await db.insert(refunds).values({
    quoteId: refund.quoteId,
    paymentId: refund.paymentId,
    amount: refund.amount,
    currency: refund.currency,
    status,
    providerRefundId: status === "SUCCEEDED" ? `re_${randomUUID()}` : null,
    failureCode: status === "FAILED" ? "charge_already_refunded" : null,
    requestKey: randomUUID(),
    staffId: randomUUID(),
    staffName: refund.staffName ?? "Desk One",
    createdAt: at(refund.settledAt),
    settledAt: at(refund.settledAt),
  });
}

/** A date change applied with a paid difference (centavos; `amount` in the currency charged). */
export async function insertAppliedDateChange(
  db: Database,
  change: {
    quoteId: string;
    difference: number;
    currency: "MXN" | "USD";
    amount: number;
    rate: number;
    appliedAt: string;
  },
): Promise<void> {
  const applied = at(change.appliedAt);
  await db.insert(dateChanges).values({
    quoteId: change.quoteId,
    status: "APPLIED",
    fromArrivalDate: "2026-12-01",
    fromDepartureDate: "2026-12-02",
    arrivalDate: "2026-12-05",
    departureDate: "2026-12-06",
    fromTotal: 100_000,
    newTotal: 100_000 + change.difference,
    difference: change.difference,
    soldPricing: {
      priced: {
        items: [],
        numberOfDays: 1,
        subtotalAmount: change.difference,
        discountAmount: 0,
        discountSource: null,
        totalAmount: change.difference,
        admissionPerPerson: { regular: 0, discounted: 0 },
      },
      colors: [],
    },
    unitIds: [],
    holdExpiresAt: applied,
    idempotencyKey: randomUUID(),
    paymentMethodId: "pm_card_visa",
    intentId: `pi_${randomUUID()}`,
    currency: change.currency,
    exchangeRate: change.rate,
    amount: change.amount,
    appliedAt: applied,
    createdAt: applied,
    updatedAt: applied,
  });
}

export async function insertCheckIn(
  db: Database,
  quoteId: string,
  staffId: string,
  scannedAt: string,
): Promise<void> {
  await db.insert(checkIns).values({
    quoteId,
    clientId: randomUUID(),
    scannedAt: at(scannedAt),
    staffId,
    recordedAt: at(scannedAt),
  });
}

/** A booking of an activity slot on a day, its places sold (or held until `heldUntil`) in each of `scheduleIds`. */
export async function insertActivityBooking(
  db: Database,
  booking: {
    quoteId: string;
    type: "CANOPY_TOUR" | "CANOPY_TOUR_NIGHT" | "HORSEBACK_RIDING" | "ATV";
    scheduleIds: readonly number[];
    day: string;
    quantity: number;
    heldUntil?: string;
  },
): Promise<void> {
  const [first] = booking.scheduleIds;
  if (first === undefined) throw new Error("a booking takes at least one slot");
  await db.insert(quoteActivities).values({
    quoteId: booking.quoteId,
    type: booking.type,
    scheduleId: first,
    visitDate: booking.day,
    quantity: booking.quantity,
    hours: booking.scheduleIds.length,
    price: 100_000,
    updatedAt: at("2026-11-01T18:00:00Z"),
  });
  for (const scheduleId of booking.scheduleIds) {
    await db.insert(activitySlotDays).values({ scheduleId, day: booking.day }).onConflictDoNothing();
    await db.insert(activityPlaces).values({
      scheduleId,
      day: booking.day,
      quoteId: booking.quoteId,
      type: booking.type,
      places: booking.quantity,
      state: booking.heldUntil ? "HELD" : "SOLD",
      expiresAt: booking.heldUntil ? at(booking.heldUntil) : null,
    });
  }
}

/** An order of `visit` (a day pass for two on 5 December unless said) with its one payment. */
export async function insertPaidOrder(
  db: Database,
  payment: FixedPayment,
  visit: Partial<FixedVisit> = {},
): Promise<{ quoteId: string; code: string; paymentId: string }> {
  const made = await insertVisit(db, {
    stayType: "DAY_PASS",
    arrivalDate: "2026-12-05",
    departureDate: "2026-12-05",
    arrivalTime: "DAY",
    persons: 2,
    ...visit,
  });
  return { quoteId: made.id, code: made.code, paymentId: await insertPayment(db, made.id, payment) };
}
