import type { Language } from "../constants.ts";
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

type Text = Record<Language, string>;

/** The office orders' error texts, in both languages of the site. */
export const OFFICE_ORDER_MESSAGES = {
  order_not_found: { es: "No encontramos este pedido", en: "We could not find this order" },
  payment_not_found: {
    es: "Este pago no pertenece a este pedido",
    en: "This payment does not belong to this order",
  },
  refund_amount_invalid: {
    es: "El monto a reembolsar debe ser mayor que cero, con dos decimales como máximo",
    en: "The amount to refund must be above zero, with two decimals at most",
  },
  refund_over_remaining: {
    es: "El monto es mayor que lo que queda por reembolsar de este pago",
    en: "The amount is more than what is left to refund of this payment",
  },
  refund_not_refundable: {
    es: "Este pago no tiene nada que reembolsar",
    en: "This payment has nothing left to refund",
  },
  refund_provider_refused: {
    es: "El procesador de pagos rechazó el reembolso; no se registró nada",
    en: "The payment provider refused the refund; nothing was recorded",
  },
  refund_provider_failed: {
    es: "El procesador de pagos no respondió; el reembolso queda pendiente y se verificará con él en unos minutos. Puede confirmar de nuevo: no se reembolsará dos veces",
    en: "The payment provider did not answer; the refund is pending and will be checked with it within minutes. You may confirm again: it will not refund twice",
  },
  order_not_paid: {
    es: "Este pedido no está pagado; no tiene confirmación que reenviar",
    en: "This order is not paid; it has no confirmation to resend",
  },
} as const satisfies Record<string, Text>;
