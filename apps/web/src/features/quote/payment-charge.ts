import type { PaymentCurrency } from "@park/domain/checkout/charge-amount.ts";
import { useSyncExternalStore } from "react";

/** The currency the visitor's card will be charged in and its rate (pesos per unit; 1 for MXN). */
export interface PaymentCharge {
  currency: PaymentCurrency;
  rate: number;
}

export const PESOS: PaymentCharge = { currency: "MXN", rate: 1 };

/**
 * The payment page's chosen currency (000 §4 Card country), read by every total shown over that page:
 * its summary, the header's quote bar and the drawer (issue 30 item 6, one currency at a time). The
 * payment page sets it and puts pesos back when it closes, so any other page shows pesos.
 */
let charge: PaymentCharge = PESOS;
const listeners = new Set<() => void>();

export function setPaymentCharge(next: PaymentCharge): void {
  if (next.currency === charge.currency && next.rate === charge.rate) return;
  charge = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePaymentCharge(): PaymentCharge {
  return useSyncExternalStore(
    subscribe,
    () => charge,
    () => PESOS,
  );
}
