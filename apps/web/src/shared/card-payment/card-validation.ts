/**
 * The sandbox's own card fields check what Stripe Elements checks before a payment method is created
 * (DESIGN.md §4: same validation, inline errors): a complete number passing Luhn, an expiry not past, a
 * CVC of 3 digits (4 for amex). Values are the field texts as typed; the postal code is a form field.
 */
export type CardFieldName = "number" | "expiry" | "cvc";
export type CardFieldError = "required" | "incomplete" | "invalid" | "past";

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

function digits(text: string): string {
  return text.replace(/\D/g, "");
}

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

function isAmex(number: string): boolean {
  return /^3[47]/.test(number);
}

/** Groups as the card prints them: amex 4-6-5, others 4-4-4-4 (up to 19 digits). */
export function formatCardNumber(text: string): string {
  const number = digits(text).slice(0, 19);
  if (isAmex(number)) {
    return [number.slice(0, 4), number.slice(4, 10), number.slice(10, 15)].filter(Boolean).join(" ");
  }
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "MM / YY" as typed; a first digit above 1 is a month of its own ("4" -> "04 / "). */
export function formatExpiry(text: string): string {
  let value = digits(text).slice(0, 4);
  if (/^[2-9]/.test(value)) value = `0${value}`.slice(0, 4);
  return value.length > 2 ? `${value.slice(0, 2)} / ${value.slice(2)}` : value;
}

export function parseExpiry(text: string): { month: number; year: number } | null {
  const value = digits(text);
  if (value.length !== 4) return null;
  return { month: Number(value.slice(0, 2)), year: 2000 + Number(value.slice(2)) };
}

export function cardNumberDigits(text: string): string {
  return digits(text);
}

function numberError(text: string): CardFieldError | null {
  const number = digits(text);
  if (number.length === 0) return "required";
  const complete = isAmex(number) ? number.length === 15 : number.length >= 16;
  if (!complete) return "incomplete";
  return passesLuhn(number) ? null : "invalid";
}

function expiryError(text: string, now: Date): CardFieldError | null {
  if (digits(text).length === 0) return "required";
  const expiry = parseExpiry(text);
  if (expiry === null) return "incomplete";
  if (expiry.month < 1 || expiry.month > 12) return "invalid";
  const thisYear = now.getFullYear();
  if (expiry.year < thisYear || (expiry.year === thisYear && expiry.month < now.getMonth() + 1)) {
    return "past";
  }
  return null;
}

function cvcError(text: string, number: string): CardFieldError | null {
  const cvc = digits(text);
  if (cvc.length === 0) return "required";
  const length = isAmex(digits(number)) ? 4 : 3;
  return cvc.length < length ? "incomplete" : null;
}

export function cardFieldError(field: CardFieldName, card: CardInput, now: Date): CardFieldError | null {
  switch (field) {
    case "number":
      return numberError(card.number);
    case "expiry":
      return expiryError(card.expiry, now);
    case "cvc":
      return cvcError(card.cvc, card.number);
  }
}

export const CARD_FIELDS: readonly CardFieldName[] = ["number", "expiry", "cvc"];

/** The CVC's length for the number typed so far: 4 for amex, else 3. */
export function cvcLength(number: string): number {
  return isAmex(digits(number)) ? 4 : 3;
}
