import { z } from "zod/mini";
import { PAYMENT_CURRENCIES } from "./charge-amount.ts";
import { CHECKOUT_MAX_LENGTH, contactSchema, fieldError, requiredText } from "./contact-schema.ts";

/** Longest postal code accepted: "12345-6789" (USA ZIP+4). */
export const ZIP_CODE_MAX_LENGTH = 10;

const providerId = z
  .string()
  .check(z.trim(), z.minLength(1, { message: "required" }), z.maxLength(255, { message: "too_long" }));

/** The card block of the form: the card country chooses the currency, the cardholder and postal code go with the payment. */
const cardFields = {
  cardOwner: requiredText(CHECKOUT_MAX_LENGTH.cardOwner),
  zipCode: requiredText(ZIP_CODE_MAX_LENGTH),
};

/**
 * The contact and payment form of the web (000 §5): the contact, the card country (card fields stay
 * disabled until it is chosen), the cardholder and postal code. Card number, expiry and security code
 * are the provider's fields and never pass through here.
 */
export function checkoutFormSchema(options: { phoneRequired: boolean }) {
  return z.object({
    contact: contactSchema(options),
    cardCountry: requiredText(10),
    ...cardFields,
    visitorWantsInfo: z._default(z.boolean(), false),
  });
}
export type CheckoutFormValues = z.input<ReturnType<typeof checkoutFormSchema>>;

/**
 * How a visit is paid: by card, in cash at OXXO with a voucher, or by SPEI bank transfer (Stripe's
 * customer_balance method) (issue 35).
 */
export const PAYMENT_METHOD_TYPES = ["card", "oxxo", "spei"] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/**
 * POST /api/ecommerce/payment/: the spec's payment data (000 §3) plus `totalAmount`, the total in pesos
 * the visitor saw, so a total that changed since is refused and never charged silently. Exactly one of
 * `paymentMethodId` (first post) and `paymentIntentId` (after card authentication). The phone is
 * optional here: the server requires it when the quote has lodging. `paymentMethodType` (card when
 * absent) says which kind of method the browser made; the cardholder and postal code go with a card only.
 */
export const paymentRequestSchema = z
  .object({
    shoppingCartId: requiredText(64),
    paymentMethodType: z._default(z.enum(PAYMENT_METHOD_TYPES, fieldError("invalid_value")), "card"),
    cardOwner: z.optional(cardFields.cardOwner),
    zipCode: z.optional(cardFields.zipCode),
    contact: contactSchema({ phoneRequired: false }),
    currency: z.enum(PAYMENT_CURRENCIES, fieldError("invalid_currency")),
    exchangeRate: z.number(fieldError("invalid_amount")).check(z.positive({ message: "invalid_amount" })),
    visitorWantsInfo: z._default(z.boolean(fieldError("invalid_value")), false),
    totalAmount: z.number(fieldError("invalid_amount")).check(z.nonnegative({ message: "invalid_amount" })),
    paymentMethodId: z.optional(providerId),
    paymentIntentId: z.optional(providerId),
  })
  .check(
    z.superRefine((request, ctx) => {
      if ((request.paymentMethodId === undefined) === (request.paymentIntentId === undefined)) {
        ctx.addIssue({ code: "custom", path: ["paymentMethodId"], message: "one_payment_reference" });
      }
      if (request.paymentMethodType !== "card") return;
      for (const field of ["cardOwner", "zipCode"] as const) {
        if (request[field] === undefined)
          ctx.addIssue({ code: "custom", path: [field], message: "required" });
      }
    }),
  );
export type PaymentRequest = z.output<typeof paymentRequestSchema>;
export type PaymentRequestBody = z.input<typeof paymentRequestSchema>;
