import type { PaymentSettings } from "@park/domain/checkout/payment-result.ts";
import type { CreatePaymentMethodData } from "@stripe/stripe-js";
import { i18n } from "../i18n/i18n.ts";
import { CardDataError, createSandboxPaymentMethod, type PayerDetails } from "./sandbox-payment-method.ts";
import "../i18n/commerce/checkout.ts";

/** Stripe's payment method type of each way to pay later: cash at OXXO, a SPEI transfer to the customer balance. */
const STRIPE_TYPES = { oxxo: "oxxo", spei: "customer_balance" } as const;

/**
 * The payment method of a way to pay later (issue 35, decisions 0063 and 0064), made by the provider's code
 * as the card's is: the sandbox's endpoint or Stripe.js. It has no fields of its own: Stripe prints the
 * payer's full name on the voucher, and names the transfer's customer after it. Both take pesos only, so
 * the pesos key makes them.
 */
export async function createPayLaterMethod(
  method: keyof typeof STRIPE_TYPES,
  settings: PaymentSettings,
  payer: PayerDetails,
): Promise<string> {
  const type = STRIPE_TYPES[method];
  const publishableKey = settings.publishableKeys.MXN;
  if (settings.mode === "sandbox") return createSandboxPaymentMethod(publishableKey, { type }, payer);
  const { loadStripe } = await import("@stripe/stripe-js");
  const stripe = await loadStripe(publishableKey, { locale: i18n.language });
  if (stripe === null) throw new CardDataError("not_ready", i18n.t("checkout.payment.failed"));
  const data = {
    type,
    billing_details: { name: payer.name, email: payer.email },
    metadata: payer.metadata,
  };
  // @stripe/stripe-js leaves these types out of createPaymentMethod's union; Stripe.js takes them.
  const result = await stripe.createPaymentMethod(data as unknown as CreatePaymentMethodData);
  if (result.error) throw new CardDataError(result.error.code ?? `${type}_error`, result.error.message ?? "");
  return result.paymentMethod.id;
}
