import type { Language } from "../constants.ts";

/** The card errors the site translates (000 §8); any other code the provider answers is shown raw. */
export const CARD_ERROR_CODES = [
  "card_declined",
  "expired_card",
  "incorrect_cvc",
  "processing_error",
] as const;
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];

export const CARD_ERROR_MESSAGES: Record<CardErrorCode, Record<Language, string>> = {
  card_declined: { en: "The card was rejected.", es: "La tarjeta fue rechazada." },
  expired_card: { en: "The card has expired.", es: "La tarjeta está vencida." },
  incorrect_cvc: {
    en: "The card's security code is incorrect.",
    es: "El código de seguridad de la tarjeta es incorrecto.",
  },
  processing_error: {
    en: "There was an error processing the card.",
    es: "Ocurrió un error al procesar la tarjeta.",
  },
};

function isCardErrorCode(code: string): code is CardErrorCode {
  return (CARD_ERROR_CODES as readonly string[]).includes(code);
}

/** The text of a card error in the language, or the raw code when it is not one the site knows. */
export function cardErrorMessage(code: string, language: Language): string {
  return isCardErrorCode(code) ? CARD_ERROR_MESSAGES[code][language] : code;
}
