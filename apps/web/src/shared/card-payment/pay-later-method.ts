import type { PaymentSettings } from "@park/domain/checkout/payment-result.ts";
import type { CreatePaymentMethodData, CreatePaymentMethodOxxoData } from "@stripe/stripe-js";
import { i18n } from "../i18n/i18n.ts";
import { CardDataError, createSandboxPaymentMethod, type PayerDetails } from "./sandbox-payment-method.ts";

/**
 * The OXXO payment method (issue 35, decision 0063), made by the provider's code as the card's is: the
 * sandbox's endpoint or Stripe.js. It has no fields of its own: Stripe prints the payer's full name on the
 * voucher and sends it to the e-mail. OXXO takes pesos only, so the pesos key makes it.
 */
export async function createOxxoPaymentMethod(
  settings: PaymentSettings,
  payer: PayerDetails,
): Promise<string> {
  const publishableKey = settings.publishableKeys.MXN;
  if (settings.mode === "sandbox") return createSandboxPaymentMethod(publishableKey, { type: "oxxo" }, payer);
  const { loadStripe } = await import("@stripe/stripe-js");
  const stripe = await loadStripe(publishableKey, { locale: i18n.language });
  if (stripe === null) throw new CardDataError("not_ready", i18n.t("checkout.payment.failed"));
  const oxxo: CreatePaymentMethodOxxoData = {
    type: "oxxo",
    billing_details: { name: payer.name, email: payer.email },
    metadata: payer.metadata,
  };
  // @stripe/stripe-js types OXXO's data but leaves it out of createPaymentMethod's union; Stripe.js takes it.
  const result = await stripe.createPaymentMethod(oxxo as unknown as CreatePaymentMethodData);
  if (result.error) throw new CardDataError(result.error.code ?? "oxxo_error", result.error.message ?? "");
  return result.paymentMethod.id;
}
