import type {
  OrderEmailDto,
  OrderPaymentDto,
  OrderRefundDto,
  OrderSummaryDto,
} from "@park/domain/office-orders/office-order-dto.ts";
import { refundableAmount } from "@park/domain/office-orders/refund-rules.ts";
import type { OfficeOrdersRepository, OutboxRow, PaymentRow, RefundRow } from "./repository.ts";

/** What the request key of an e-mail the front desk asked for holds (service.ts). */
export const OFFICE_RESEND = "office-resend:";

type SearchRow = Awaited<ReturnType<OfficeOrdersRepository["search"]>>[number];

export function summaryDto(row: SearchRow): OrderSummaryDto {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    stayType: row.stayType,
    arrivalDate: row.arrivalDate,
    departureDate: row.departureDate,
    arrivalTime: row.arrivalTime,
    numberOfPersons: row.numberOfPersons,
    contactName: row.name === null ? null : `${row.name} ${row.lastname ?? ""}`.trim(),
    email: row.email,
    phoneNumber: row.phoneNumber,
    createdAt: row.createdAt.toISOString(),
    awaitingUntil: row.awaitingUntil ? new Date(row.awaitingUntil).toISOString() : null,
  };
}

/** A refund the provider made and whose answer is recorded. */
export type MadeRefund = RefundRow & { status: "SUCCEEDED"; providerRefundId: string };

export function isMadeRefund(refund: RefundRow): refund is MadeRefund {
  return refund.status === "SUCCEEDED" && refund.providerRefundId !== null;
}

/**
 * A payment with what was refunded of it; only a succeeded charge has anything to refund, and a refund
 * still pending at the provider is not refundable again (it may have been made).
 */
export function paymentDto(payment: PaymentRow, refunds: readonly RefundRow[]): OrderPaymentDto {
  const own = refunds.filter((r) => r.paymentId === payment.id);
  const refunded = own.filter(isMadeRefund).reduce((sum, r) => sum + r.amount, 0);
  const committed = own.filter((r) => r.status !== "FAILED").map((r) => r.amount);
  return {
    id: payment.id,
    status: payment.status,
    method: payment.method,
    voucherNumber: payment.voucherNumber,
    voucherExpiresAt: payment.voucherExpiresAt?.toISOString() ?? null,
    awaitingUntil: payment.awaitingUntil?.toISOString() ?? null,
    currency: payment.currency,
    exchangeRate: payment.exchangeRate,
    amount: payment.amount,
    amountMxn: payment.amountMxn,
    cardBrand: payment.cardBrand,
    cardLast4: payment.cardLast4,
    failureCode: payment.failureCode,
    paidAt: payment.paidAt?.toISOString() ?? null,
    createdAt: payment.createdAt.toISOString(),
    refunded,
    refundable: payment.status === "SUCCEEDED" ? refundableAmount(payment.amount, committed) : 0,
  };
}

export function refundDto(refund: MadeRefund): OrderRefundDto {
  return {
    id: refund.id,
    paymentId: refund.paymentId,
    amount: refund.amount,
    currency: refund.currency,
    providerRefundId: refund.providerRefundId,
    staffName: refund.staffName,
    createdAt: refund.createdAt.toISOString(),
  };
}

export function emailDto(row: OutboxRow): OrderEmailDto {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    language: row.language,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    resend: row.requestKey?.includes(OFFICE_RESEND) ?? false,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** Refunded in all per currency, in the order the currencies were first refunded. */
export function refundedTotals(refunds: readonly RefundRow[]) {
  const totals = new Map<RefundRow["currency"], number>();
  for (const refund of refunds)
    totals.set(refund.currency, (totals.get(refund.currency) ?? 0) + refund.amount);
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}
