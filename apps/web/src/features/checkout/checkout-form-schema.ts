import { checkoutFormSchema } from "@park/domain/checkout/payment-schema.ts";
import { z } from "zod";

/** A card field while cash is chosen: kept as typed, for a visitor who goes back to the card, and not checked. */
const unchecked = z.string();

/**
 * The payment page's form by the way the visitor pays: the domain's checkout form with a card; with cash
 * at OXXO its contact alone is checked, as the voucher needs no card country, cardholder or postal code
 * (decision 0063). The domain's form knows cards only: the choice between the two is the page's own field.
 */
export function paymentFormSchema(options: { phoneRequired: boolean }) {
  const card = checkoutFormSchema(options);
  return z.discriminatedUnion("paymentMethod", [
    card.extend({ paymentMethod: z.literal("card") }),
    card.extend({
      paymentMethod: z.literal("oxxo"),
      cardCountry: unchecked,
      cardOwner: unchecked,
      zipCode: unchecked,
    }),
  ]);
}

export type PaymentFormOutput = z.output<ReturnType<typeof paymentFormSchema>>;
