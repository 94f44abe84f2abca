import { z } from "zod";
import { NetworkError } from "../api/api-error.ts";
import { i18n } from "../i18n/i18n.ts";

/** Where the API mounts its Stripe-compatible sandbox (apps/api/src/infra/payments/README.md). */
const SANDBOX_PAYMENT_METHODS = "/__sandbox/stripe/v1/payment_methods";

interface RawCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardBilling {
  name: string;
  email: string;
  postalCode: string;
  metadata: Record<string, string>;
}

const createdSchema = z.object({ id: z.string() });
const stripeErrorSchema = z.object({
  error: z.object({ code: z.string().optional(), message: z.string(), param: z.string().optional() }),
});

/** A refusal of the card data by the provider, with its own message (000 §8: shown as it is). */
export class CardDataError extends Error {
  override readonly name = "CardDataError";
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Creates the card payment method as Stripe.js would (form-encoded, the publishable key as bearer), on the
 * sandbox; the card data goes only there, never to our API nor to storage.
 */
export async function createSandboxPaymentMethod(
  publishableKey: string,
  card: RawCard,
  billing: CardBilling,
): Promise<string> {
  const form = new URLSearchParams({
    type: "card",
    "card[number]": card.number,
    "card[exp_month]": String(card.expMonth),
    "card[exp_year]": String(card.expYear),
    "card[cvc]": card.cvc,
    "billing_details[name]": billing.name,
    "billing_details[email]": billing.email,
    "billing_details[address][postal_code]": billing.postalCode,
  });
  for (const [key, value] of Object.entries(billing.metadata)) form.set(`metadata[${key}]`, value);
  let response: Response;
  try {
    response = await fetch(SANDBOX_PAYMENT_METHODS, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${publishableKey}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: form.toString(),
    });
  } catch (cause) {
    throw new NetworkError(i18n.t("errors.network"), { cause });
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return createdSchema.parse(body).id;
  const refusal = stripeErrorSchema.safeParse(body);
  if (refusal.success) {
    throw new CardDataError(refusal.data.error.code ?? "card_error", refusal.data.error.message);
  }
  throw new CardDataError(`http_${response.status}`, i18n.t("errors.unexpected"));
}
