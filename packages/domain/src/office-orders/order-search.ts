import { z } from "zod/mini";
import { isoDateSchema } from "../catalog.ts";
import { QUOTE_STATE, type QuoteState } from "../quote/quote-states.ts";
import { isVisitCode, normalizeVisitCode } from "../quote/visit-code.ts";

/**
 * Which orders the front desk lists: paid ones unless asked otherwise (an open quote is a cart nobody
 * bought, a pending one a payment under way, of which AWAITING_PAYMENT are the OXXO vouchers and SPEI
 * transfers waiting to be paid).
 */
export const ORDER_STATUS_FILTERS = ["PAID", "PAYMENT_PENDING", "AWAITING_PAYMENT", "OPEN", "ALL"] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export const ORDER_PAGE_SIZE = 20;

/** The search box and filters of the orders page, as the query string carries them. */
export const orderSearchQuerySchema = z
  .object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, "too_long"))),
    from: z.optional(isoDateSchema).check(z.describe("First arrival date, YYYY-MM-DD")),
    to: z.optional(isoDateSchema).check(z.describe("Last arrival date, YYYY-MM-DD")),
    status: z._default(z.enum(ORDER_STATUS_FILTERS), "PAID"),
    page: z._default(
      z.coerce
        .number()
        .check(z.int("invalid_value"), z.gte(1, "invalid_value"), z.lte(10_000, "invalid_value")),
      1,
    ),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: "reversed_range",
      path: ["to"],
    }),
  );
export type OrderSearchQuery = z.infer<typeof orderSearchQuerySchema>;

/** What a typed search means: a visit code, an e-mail, a phone number or a name. */
export type SearchTerm =
  | { kind: "code"; code: string }
  | { kind: "email"; email: string }
  | { kind: "phone"; digits: string }
  | { kind: "name"; words: string[] };

/** Phone numbers are stored as 10 digits; a desk types part of one with spaces, dashes or brackets. */
const PHONE_CHARACTERS = /^[\d\s()+.-]+$/;
const MIN_PHONE_DIGITS = 4;

/**
 * Reads what the desk typed: a whole visit code (any case), anything with "@" as an e-mail (lower
 * case, matched from its start), 4 or more digits as a phone (matched anywhere, so the last digits
 * find it), else name words (each must start the first name or a last name).
 */
export function searchTerm(typed: string): SearchTerm | null {
  const text = typed.trim();
  if (text === "") return null;
  const code = normalizeVisitCode(text);
  if (isVisitCode(code)) return { kind: "code", code };
  if (text.includes("@")) return { kind: "email", email: text.toLowerCase() };
  if (PHONE_CHARACTERS.test(text)) {
    const digits = text.replace(/\D/g, "");
    if (digits.length >= MIN_PHONE_DIGITS) return { kind: "phone", digits };
  }
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== "");
  return { kind: "name", words };
}

/** The quote states an order status filter lists. */
export function statusesOf(filter: OrderStatusFilter): QuoteState[] {
  if (filter === "ALL") return [QUOTE_STATE.OPEN, QUOTE_STATE.PAYMENT_PENDING, QUOTE_STATE.PAID];
  if (filter === "AWAITING_PAYMENT") return [QUOTE_STATE.PAYMENT_PENDING];
  return [filter];
}
