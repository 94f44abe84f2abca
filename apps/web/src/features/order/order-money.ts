import { formatMoney } from "@park/domain/money.ts";
import type { OrderDto } from "./api/order-api.ts";

/**
 * Amounts of the order in the currency the visitor paid (000 §3 Currency): pesos divided by the rate the
 * payment stored, 2 decimals, with the currency code. An order without a payment row reads in pesos.
 */
export function orderMoney(order: OrderDto): (pesos: number) => string {
  const currency = order.payment?.currency ?? "MXN";
  const rate = order.payment?.exchangeRate ?? 1;
  return (pesos) => formatMoney(pesos, currency, rate);
}

/** The total as charged: the payment's own amount, not a recomputation of it. */
export function chargedTotal(order: OrderDto): string {
  if (!order.payment) return formatMoney(order.totalAmount);
  return formatMoney(order.payment.amount, order.payment.currency);
}
