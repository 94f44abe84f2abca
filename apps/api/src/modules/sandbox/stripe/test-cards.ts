/** The card brands the park accepts (000 §9), as Stripe names them. */
export type CardBrand = "amex" | "discover" | "mastercard" | "visa";

/** What charging the card does, as Stripe's test cards behave. */
export type CardBehaviour =
  | { kind: "succeeds" }
  | { kind: "declines"; code: string; declineCode: string; message: string }
  | { kind: "requires_authentication" };

export type TestCard = {
  number: string;
  brand: CardBrand;
  country: string;
  cvcLength: number;
  behaviour: CardBehaviour;
};

const SUCCEEDS: CardBehaviour = { kind: "succeeds" };

function declines(code: string, declineCode: string, message: string): CardBehaviour {
  return { kind: "declines", code, declineCode, message };
}

// Stripe's own messages for these declines (docs.stripe.com/declines/codes).
const DECLINED = declines("card_declined", "generic_decline", "Your card was declined.");
const INSUFFICIENT_FUNDS = declines(
  "card_declined",
  "insufficient_funds",
  "Your card has insufficient funds.",
);
const EXPIRED = declines("expired_card", "expired_card", "Your card has expired.");
const INCORRECT_CVC = declines("incorrect_cvc", "incorrect_cvc", "Your card's security code is incorrect.");
const PROCESSING_ERROR = declines(
  "processing_error",
  "processing_error",
  "An error occurred while processing your card. Try again in a little bit.",
);

function card(number: string, brand: CardBrand, country: string, behaviour: CardBehaviour): TestCard {
  return { number, brand, country, cvcLength: brand === "amex" ? 4 : 3, behaviour };
}

/** Stripe's documented test card numbers (docs.stripe.com/testing), with their country and outcome. */
export const TEST_CARDS: readonly TestCard[] = [
  card("4242424242424242", "visa", "US", SUCCEEDS),
  card("5555555555554444", "mastercard", "US", SUCCEEDS),
  card("378282246310005", "amex", "US", SUCCEEDS),
  card("6011111111111117", "discover", "US", SUCCEEDS),
  card("4000004840008001", "visa", "MX", SUCCEEDS),
  card("4000000000000002", "visa", "US", DECLINED),
  card("4000000000009995", "visa", "US", INSUFFICIENT_FUNDS),
  card("4000000000000069", "visa", "US", EXPIRED),
  card("4000000000000127", "visa", "US", INCORRECT_CVC),
  card("4000000000000119", "visa", "US", PROCESSING_ERROR),
  card("4000002500003155", "visa", "US", { kind: "requires_authentication" }),
  card("4000002760003184", "visa", "US", { kind: "requires_authentication" }),
];

/** Stripe's test PaymentMethod ids and the card each stands for. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: "4242424242424242",
  pm_card_mastercard: "5555555555554444",
  pm_card_amex: "378282246310005",
  pm_card_discover: "6011111111111117",
  pm_card_mx: "4000004840008001",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_visa_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_chargeDeclinedExpiredCard: "4000000000000069",
  pm_card_chargeDeclinedIncorrectCvc: "4000000000000127",
  pm_card_chargeDeclinedProcessingError: "4000000000000119",
  pm_card_authenticationRequired: "4000002500003155",
};

export function testCardByNumber(number: string): TestCard | undefined {
  return TEST_CARDS.find((c) => c.number === number);
}

/** The Luhn check every card number passes; Stripe answers incorrect_number otherwise. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}
