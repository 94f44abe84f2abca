/**
 * Visit codes (DESIGN.md §5): what the visitor reads out at the gate and types in /order/{code}.
 * 32 symbols, so each random byte gives one symbol without bias (256 = 8 x 32); 0/O and 1/I are
 * left out because they are read for one another.
 */
export const VISIT_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** 10 symbols of 5 bits: 2^50 codes, so guessing one of a season's codes is hopeless under a rate limit. */
export const VISIT_CODE_LENGTH = 10;

const VISIT_CODE = new RegExp(`^[${VISIT_CODE_ALPHABET}]{${VISIT_CODE_LENGTH}}$`);

/** A code from random bytes (one symbol per byte); the caller supplies cryptographically random ones. */
export function visitCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < VISIT_CODE_LENGTH) {
    throw new RangeError(`a visit code needs ${VISIT_CODE_LENGTH} random bytes`);
  }
  let code = "";
  for (let i = 0; i < VISIT_CODE_LENGTH; i++) code += VISIT_CODE_ALPHABET[bytes[i]! % 32];
  return code;
}

/** A code as typed by a person: surrounding spaces and lower case are forgiven. */
export function normalizeVisitCode(typed: string): string {
  return typed.trim().toUpperCase();
}

export function isVisitCode(code: string): boolean {
  return VISIT_CODE.test(code);
}

/**
 * Where the API draws a visit code's QR as SVG (decision 0057, fifth slice): the confirmation page's image,
 * which its head script asks for as the HTML arrives.
 */
export function visitCodeQrPath(code: string): string {
  return `/api/ecommerce/visit-codes/${encodeURIComponent(code)}/qr.svg`;
}
