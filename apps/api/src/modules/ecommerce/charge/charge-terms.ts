import { currencyForCardCountry, type PaymentCurrency } from "@park/domain/checkout/charge-amount.ts";
import { AppError } from "../../../http/app-error.ts";
import {
  type GatewayCard,
  type GatewayPaymentMethod,
  type PaymentGateway,
  PaymentGatewayError,
} from "../../../infra/payments/payment-gateway.ts";
import type { ExchangeRateRepository } from "../../core/exchange-rate/repository.ts";

/** How long the reconciler leaves a charge alone after it was sent: the request is still waiting for the provider. */
export const PROCESSING_GRACE_MS = 2 * 60_000;
/** What a charge holds stays held this long while the card is charged or authenticated (the reconciler gives up at 30). */
export const CHARGE_HOLD_MINUTES = 35;

/** What a charge is for: the first part of its idempotency key. */
export type ChargePurpose = "sale" | "date_change";

/**
 * The key of a charge: the same purpose, record, card, currency and amount is the same charge (a double
 * click, a second tab, a retry after a lost answer: the provider replays the first answer); a new card is
 * a new attempt, and a changed amount can never reuse a key.
 */
export function chargeKey(
  purpose: ChargePurpose,
  recordId: string,
  paymentMethodId: string,
  currency: PaymentCurrency,
  amount: number,
): string {
  return `${purpose}:${recordId}:${paymentMethodId}:${currency}:${amount}`;
}

/**
 * The rate a payment must be made at: the one shown now for USD, 1 for pesos (000 §9). A payment posted
 * at another rate (`posted`, the one the visitor saw) is refused with the current one (409
 * exchange_rate_changed), so a visitor is never charged at a rate the page did not show.
 */
export async function rateFor(
  exchangeRates: ExchangeRateRepository,
  currency: PaymentCurrency,
  posted: number,
): Promise<number> {
  const rate = currency === "MXN" ? 1 : await exchangeRates.pesosPer("USD");
  if (rate === undefined) throw new AppError(503, "unavailable");
  if (posted !== rate) throw new AppError(409, "exchange_rate_changed", { exchangeRate: rate });
  return rate;
}

/** The payment method the browser created, read from the provider (400 not_acceptable when it knows none). */
export async function paymentMethodFor(
  gateway: PaymentGateway,
  paymentMethodId: string,
): Promise<GatewayPaymentMethod> {
  let known: GatewayPaymentMethod | null = null;
  try {
    known = await gateway.retrievePaymentMethod(paymentMethodId);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
  }
  if (!known) throw new AppError(400, "not_acceptable");
  return known;
}

/**
 * The card behind a payment method (400 not_acceptable for none, or another kind of method), allowed to
 * pay in `currency`: USD only for the cards the domain says pay in USD, while any card may still pay in
 * pesos (409 card_country_mismatch).
 */
export async function cardFor(
  gateway: PaymentGateway,
  paymentMethodId: string,
  currency: PaymentCurrency,
): Promise<GatewayCard> {
  return cardOf(await paymentMethodFor(gateway, paymentMethodId), currency);
}

/** cardFor of a payment method already read. */
export function cardOf(known: GatewayPaymentMethod, currency: PaymentCurrency): GatewayCard {
  if (known.type !== "card") throw new AppError(400, "not_acceptable");
  if (currency === "USD" && currencyForCardCountry(known.card.country) !== "USD") {
    throw new AppError(409, "card_country_mismatch");
  }
  return known.card;
}
