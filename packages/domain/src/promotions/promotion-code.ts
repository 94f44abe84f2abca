import { z } from "zod/mini";
import { PROMOTION_CODE_LENGTH } from "../constants.ts";

/** A special code: exactly 8 word characters (000 §5 Promotion code). */
const CODE_PATTERN = new RegExp(`^\\w{${PROMOTION_CODE_LENGTH}}$`);

/** Why the code box refuses a code (000 §5; texts: the web's commerce locales and the API's catalogue). */
export type PromotionCodeMessageKey = "code_required" | "code_not_found" | "code_invalid";

/** The form of a code the matching uses: trimmed, capitals (codes are stored in capitals). */
export function normalizeCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * What the box says about the typed text before asking the server: nothing while it may become a code
 * (empty, or up to 8 word characters, 000 §5 "max 8 chars"); on submit, code_required when empty and
 * code_invalid unless it is exactly 8 word characters.
 */
export function codeInputIssue(input: string, submitting: boolean): PromotionCodeMessageKey | null {
  const code = input.trim();
  if (code === "") return submitting ? "code_required" : null;
  if (code.length > PROMOTION_CODE_LENGTH || /\W/.test(code)) return "code_invalid";
  if (submitting && !CODE_PATTERN.test(code)) return "code_invalid";
  return null;
}

/** The {code} of POST /api/ecommerce/promotions/apply/{code}: 8 word characters, any case, as capitals. */
export const promotionCodeSchema = z.pipe(
  z
    .string({ message: "code_required" })
    .check(
      z.trim(),
      z.minLength(1, { message: "code_required" }),
      z.regex(CODE_PATTERN, { message: "code_invalid" }),
    ),
  z.transform(normalizeCode),
);

/** The promotion a code names, compared case-insensitively (000 §4); undefined: "The code doesn't exist". */
export function findByCode<P extends { code: string }>(
  promotions: readonly P[],
  input: string,
): P | undefined {
  const code = normalizeCode(input);
  return promotions.find((promotion) => promotion.code.toUpperCase() === code);
}
