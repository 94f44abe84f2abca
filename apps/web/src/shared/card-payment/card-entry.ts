import type { CardBilling } from "./sandbox-payment-method.ts";

/**
 * What the payment needs from the card fields, whichever shows them: the sandbox's own fields or Stripe
 * Elements (DESIGN.md §4). The card data stays inside them; only a payment method id comes out.
 */
export interface CardEntry {
  /** Shows each card field's inline error; the first wrong field takes focus when `focus`. True when all are valid. */
  check(focus: boolean): boolean;
  createPaymentMethod(billing: CardBilling): Promise<string>;
  /**
   * 3-D Secure (000 §4 "run card authentication"): the intent id once the card is authenticated here
   * (Stripe.js), or null when the page is left for the challenge page (the sandbox), which comes back
   * to /checkout/contact-payment?payment_intent=...
   */
  authenticate(action: { clientSecret: string | null; redirectUrl: string | null }): Promise<string | null>;
}

/** Leaving the page for the card's challenge; an object so tests can watch the exit instead of leaving. */
export const pageExit = {
  go(url: string): void {
    window.location.assign(url);
  },
};
