import { z } from "zod/mini";
import { PAYMENT_CURRENCIES } from "../checkout/charge-amount.ts";
import { QUOTE_STATUSES, quoteDtoSchema, visitDtoFields } from "../quote/quote-dto.ts";

/** One row of the front desk's search: enough to tell orders apart and open one. */
export const orderSummaryDtoSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(QUOTE_STATUSES),
  ...visitDtoFields,
  /** First name and last name of the buyer; null before the payment form was sent. */
  contactName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  /** ISO instant the quote was made. */
  createdAt: z.string(),
  /** While an OXXO voucher or a SPEI transfer waits to be paid: the ISO instant the visit is held until; null otherwise. */
  awaitingUntil: z.nullable(z.string()),
});
export type OrderSummaryDto = z.infer<typeof orderSummaryDtoSchema>;

export const orderSearchResultDtoSchema = z.object({
  orders: z.array(orderSummaryDtoSchema),
  page: z.number(),
  pageSize: z.number(),
  /** Whether a next page exists. */
  hasMore: z.boolean(),
});
export type OrderSearchResultDto = z.infer<typeof orderSearchResultDtoSchema>;

export const orderRefundDtoSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  /** Smallest unit of the currency (centavos, cents). */
  amount: z.number(),
  currency: z.enum(PAYMENT_CURRENCIES),
  providerRefundId: z.string(),
  staffName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type OrderRefundDto = z.infer<typeof orderRefundDtoSchema>;

export const orderPaymentDtoSchema = z.object({
  id: z.string(),
  status: z.enum(["PROCESSING", "REQUIRES_ACTION", "AWAITING_PAYMENT", "SUCCEEDED", "FAILED", "REFUNDED"]),
  /** A card, cash at OXXO, or a SPEI bank transfer. */
  method: z.enum(["card", "oxxo", "spei"]),
  /**
   * An OXXO voucher's or a SPEI transfer's reference, and when it must be paid by and its hold ends (ISO
   * instants); null for a card.
   */
  voucherNumber: z.nullable(z.string()),
  voucherExpiresAt: z.nullable(z.string()),
  awaitingUntil: z.nullable(z.string()),
  currency: z.enum(PAYMENT_CURRENCIES),
  /** Pesos per unit of the currency; 1 for MXN. */
  exchangeRate: z.number(),
  /** Charged, smallest unit of the currency. */
  amount: z.number(),
  /** The quote's total in centavos when charged. */
  amountMxn: z.number(),
  cardBrand: z.nullable(z.string()),
  cardLast4: z.nullable(z.string()),
  failureCode: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** Refunded so far, smallest unit of the currency. */
  refunded: z.number(),
  /** What can still be refunded (0 unless the payment succeeded). */
  refundable: z.number(),
});
export type OrderPaymentDto = z.infer<typeof orderPaymentDtoSchema>;

export const orderEmailDtoSchema = z.object({
  id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  language: z.enum(["es", "en"]),
  status: z.enum(["PENDING", "SENT"]),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  /** Whether the front desk asked for it (a resend) rather than the sale. */
  resend: z.boolean(),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});
export type OrderEmailDto = z.infer<typeof orderEmailDtoSchema>;

export const orderContactDtoSchema = z.object({
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  city: z.string(),
  state: z.nullable(z.string()),
  country: z.string(),
});

export const orderVehicleDtoSchema = z.object({
  vehicleType: z.string(),
  brand: z.nullable(z.string()),
  color: z.nullable(z.string()),
  plate: z.nullable(z.string()),
  plateType: z.nullable(z.string()),
  firstTime: z.boolean(),
  createdAt: z.string(),
});

/** The order page: the quote as the visitor sees it, plus what only the office sees. */
export const officeOrderDtoSchema = z.object({
  quote: quoteDtoSchema,
  createdAt: z.string(),
  contact: z.nullable(orderContactDtoSchema),
  payments: z.array(orderPaymentDtoSchema),
  refunds: z.array(orderRefundDtoSchema),
  /** Refunded in all, per currency, smallest unit. */
  refundedTotals: z.array(z.object({ currency: z.enum(PAYMENT_CURRENCIES), amount: z.number() })),
  vehicle: z.nullable(orderVehicleDtoSchema),
  emails: z.array(orderEmailDtoSchema),
});
export type OfficeOrderDto = z.infer<typeof officeOrderDtoSchema>;

/** A refund asked by the desk: the request id is made once per confirmed dialog, so a double click refunds once. */
export const refundBodySchema = z.object({
  paymentId: z.uuid("invalid_value"),
  // Whole and positive is checked by the service (refund-rules.ts), which answers refund_amount_invalid.
  amount: z.number(),
  requestId: z.uuid("invalid_value"),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

/** A resend asked by the desk: one e-mail per request id, so a double click queues one. */
export const resendBodySchema = z.object({ requestId: z.uuid("invalid_value") });
