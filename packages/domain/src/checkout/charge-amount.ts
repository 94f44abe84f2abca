import { type Centavos, centavosToPesos, convertForDisplay } from "../money.ts";

/** The country code of the USA, whose cards pay in dollars (000 §4) and whose states the contact form lists. */
export const USA = "US";

export const PAYMENT_CURRENCIES = ["MXN", "USD"] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** USD only for cards from the USA; every other card pays in pesos at rate 1 (000 §9). */
export function currencyForCardCountry(cardCountry: string | null): PaymentCurrency {
  return cardCountry === USA ? "USD" : "MXN";
}

/**
 * What the card is charged, in the smallest unit of its currency: the total in centavos for MXN, and
 * for USD the total shown in dollars, round(total / rate, 2) (000 §3 Currency), in cents, so the
 * visitor is charged exactly the amount the page showed.
 */
export function chargeAmount(total: Centavos, currency: PaymentCurrency, exchangeRate: number): number {
  if (currency === "MXN") return total;
  return Math.round(convertForDisplay(centavosToPesos(total), exchangeRate) * 100);
}
