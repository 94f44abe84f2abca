/**
 * The states of a quote (000 §3 Quote status) and the only changes between them. The sale functions
 * of the API move a quote only along QUOTE_TRANSITIONS, so a paid visit can never be reopened.
 */
export const QUOTE_STATE = {
  /** The visitor is still choosing: the quote may change and holds nothing for good. */
  OPEN: "OPEN",
  /** A payment is under way: the quote is frozen, its lodging held and its persons counted against capacity. */
  PAYMENT_PENDING: "PAYMENT_PENDING",
  /** Paid: the visit is sold, its lodging nights are SOLD and nothing about it changes online any more. */
  PAID: "PAID",
} as const;

export type QuoteState = (typeof QUOTE_STATE)[keyof typeof QUOTE_STATE];

/** Which state each state may move to: a sale starts, then it is completed or released back to OPEN. */
export const QUOTE_TRANSITIONS: Record<QuoteState, readonly QuoteState[]> = {
  OPEN: [QUOTE_STATE.PAYMENT_PENDING],
  PAYMENT_PENDING: [QUOTE_STATE.PAID, QUOTE_STATE.OPEN],
  PAID: [],
};

export function canMoveQuote(from: QuoteState, to: QuoteState): boolean {
  return QUOTE_TRANSITIONS[from].includes(to);
}
