import { z } from "zod/mini";
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

/** Who pays, as the payment method carries it: the provider shows the name and e-mail, the park reads the metadata. */
export interface PayerDetails {
  name: string;
  email: string;
  metadata: Record<string, string>;
}

export interface CardBilling extends PayerDetails {
  postalCode: string;
}

const createdSchema = z.object({ id: z.string() });
const stripeErrorSchema = z.object({
  error: z.object({ code: z.optional(z.string()), message: z.string(), param: z.optional(z.string()) }),
});

/** A refusal of the payment method's data (a card, an OXXO payer) by the provider, with its own message (000 §8: shown as it is). */
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
 * Creates a payment method as Stripe.js would (form-encoded, the publishable key as bearer), on the sandbox:
 * `fields` are its own (type, card or none), the payer's details are added here.
 */
export async function createSandboxPaymentMethod(
  publishableKey: string,
  fields: Record<string, string>,
  payer: PayerDetails,
): Promise<string> {
  const form = new URLSearchParams({
    ...fields,
    "billing_details[name]": payer.name,
    "billing_details[email]": payer.email,
  });
  for (const [key, value] of Object.entries(payer.metadata)) form.set(`metadata[${key}]`, value);
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

/** The card payment method of the sandbox; the card data goes only there, never to our API nor to storage. */
export function createSandboxCardMethod(
  publishableKey: string,
  card: RawCard,
  billing: CardBilling,
): Promise<string> {
  const { postalCode, ...payer } = billing;
  const fields = {
    type: "card",
    "card[number]": card.number,
    "card[exp_month]": String(card.expMonth),
    "card[exp_year]": String(card.expYear),
    "card[cvc]": card.cvc,
    "billing_details[address][postal_code]": postalCode,
  };
  return createSandboxPaymentMethod(publishableKey, fields, payer);
}
