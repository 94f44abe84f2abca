import { describe, expect, it } from "vitest";
import {
  canMoveQuote,
  QUOTE_STATE,
  QUOTE_TRANSITIONS,
  type QuoteState,
} from "../../src/quote/quote-states.ts";

const STATES = Object.values(QUOTE_STATE);

describe("quote states", () => {
  it("go OPEN -> PAYMENT_PENDING -> PAID, and back to OPEN when a payment is released", () => {
    const allowed: [QuoteState, QuoteState][] = STATES.flatMap((from) =>
      STATES.filter((to) => canMoveQuote(from, to)).map((to): [QuoteState, QuoteState] => [from, to]),
    );
    expect(allowed).toEqual([
      ["OPEN", "PAYMENT_PENDING"],
      ["PAYMENT_PENDING", "OPEN"],
      ["PAYMENT_PENDING", "PAID"],
    ]);
  });

  it("never leave PAID and never skip the payment", () => {
    expect(QUOTE_TRANSITIONS.PAID).toEqual([]);
    expect(canMoveQuote("OPEN", "PAID")).toBe(false);
    expect(canMoveQuote("OPEN", "OPEN")).toBe(false);
  });
});
