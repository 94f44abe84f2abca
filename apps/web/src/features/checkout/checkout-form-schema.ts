import { checkoutFormSchema } from "@park/domain/checkout/payment-schema.ts";
import { z } from "zod/mini";

/** A card field while cash is chosen: kept as typed, for a visitor who goes back to the card, and not checked. */
const unchecked = z.string();

/**
 * The payment page's form by the way the visitor pays: the domain's checkout form with a card; with cash
 * at OXXO or a SPEI transfer its contact alone is checked, as neither needs a card country, cardholder or
 * postal code (decisions 0063, 0064). The domain's form knows cards only: the choice is the page's own field.
 */
export function paymentFormSchema(options: { phoneRequired: boolean }) {
  const card = checkoutFormSchema(options);
  const later = { cardCountry: unchecked, cardOwner: unchecked, zipCode: unchecked };
  return z.discriminatedUnion("paymentMethod", [
    z.extend(card, { paymentMethod: z.literal("card") }),
    z.extend(card, { paymentMethod: z.literal("oxxo"), ...later }),
    z.extend(card, { paymentMethod: z.literal("spei"), ...later }),
  ]);
}

export type PaymentFormOutput = z.output<ReturnType<typeof paymentFormSchema>>;
