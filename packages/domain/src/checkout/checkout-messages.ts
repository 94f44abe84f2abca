import type { Language } from "../constants.ts";

/**
 * Field messages of the contact and payment form (000 §5). "required", "invalid_email" and
 * "invalid_phone" are the spec's texts verbatim; the others name what the spec leaves unworded.
 */
export const CHECKOUT_FIELD_MESSAGES = {
  required: { en: "This is a required field", es: "Este campo es requerido" },
  invalid_email: { en: "Invalid email address", es: "El e-mail no parece ser válido" },
  invalid_phone: { en: "Invalid Phone number", es: "Número telefónico inválido" },
  invalid_value: { en: "Invalid value", es: "Valor inválido" },
  too_long: { en: "The text is too long", es: "El texto es demasiado largo" },
  invalid_country: { en: "Choose a country from the list.", es: "Elige un país de la lista." },
  invalid_state: { en: "Choose a state from the list.", es: "Elige un estado de la lista." },
  invalid_currency: { en: "Choose MXN or USD.", es: "Elige MXN o USD." },
  invalid_amount: { en: "Invalid amount.", es: "Monto no válido." },
  one_payment_reference: {
    en: "Send either the payment method or the payment intent, not both.",
    es: "Envía el método de pago o el intento de pago, no ambos.",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type CheckoutFieldMessageKey = keyof typeof CHECKOUT_FIELD_MESSAGES;

export function checkoutFieldMessage(key: CheckoutFieldMessageKey, language: Language): string {
  return CHECKOUT_FIELD_MESSAGES[key][language];
}
