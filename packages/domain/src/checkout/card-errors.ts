/**
 * The card errors the site translates (000 §8; texts: the web's commerce locales, checkout.cardErrors); any
 * other code the provider answers is shown raw.
 */
export const CARD_ERROR_CODES = [
  "card_declined",
  "expired_card",
  "incorrect_cvc",
  "processing_error",
] as const;
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];
