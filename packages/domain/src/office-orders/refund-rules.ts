import { formatAmount } from "../money.ts";

/** Why a refund cannot be made; the API answers each as a 4xx with the message below. */
export type RefundIssue = "refund_amount_invalid" | "refund_over_remaining" | "refund_not_refundable";

/** What a payment still has to give back: charged minus every refund recorded, never below zero. */
export function refundableAmount(charged: number, refunds: readonly number[]): number {
  const refunded = refunds.reduce((sum, amount) => sum + amount, 0);
  return Math.max(charged - refunded, 0);
}

/**
 * Whether `amount` (smallest unit of the payment's currency) can be refunded from a payment that
 * succeeded with `remaining` still refundable: a whole positive number, at most what remains.
 */
export function refundIssue(amount: number, remaining: number, succeeded: boolean): RefundIssue | null {
  if (!succeeded || remaining === 0) return "refund_not_refundable";
  if (!Number.isInteger(amount) || amount < 1) return "refund_amount_invalid";
  if (amount > remaining) return "refund_over_remaining";
  return null;
}

/**
 * An amount typed in pesos or dollars ("150", "150.5", "1,250.75") in the smallest unit (centavos,
 * cents); null when it is not a positive amount with at most 2 decimals.
 */
export function typedAmountToMinor(typed: string): number | null {
  const text = typed.trim().replace(/,/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return minor > 0 ? minor : null;
}

/** "$1,250.75 USD" for 125075 cents: how the office shows an amount in a payment's currency. */
export function formatMinor(minor: number, currency: string): string {
  return `${formatAmount(minor / 100)} ${currency}`;
}

/**
 * A refund in centavos: the share of the payment's peso total that `refunded` (in the payment's currency)
 * gives back, so refunding a dollar payment in full takes back exactly the pesos its sale counted, rather
 * than the dollars at the rate again (which the rounding to cents would leave a few centavos off).
 */
export function refundInCentavos(refunded: number, payment: { amount: number; amountMxn: number }): number {
  return Math.round((refunded * payment.amountMxn) / payment.amount);
}
