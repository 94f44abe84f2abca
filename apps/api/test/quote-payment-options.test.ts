import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CABIN_ON_RED_DATES, createQuote } from "./helpers/ecommerce-test-app.ts";
import { buildPaymentTestApp, type PaymentTestApp } from "./helpers/payment-test-app.ts";

/**
 * Issue 35: the quote says which ways besides a card it could be paid with now, and by when, so the payment
 * page offers cash only where the server would take it. Pinned now: Sunday 22 November 2026, 10:00 Tijuana.
 */

let t: PaymentTestApp;
beforeAll(async () => {
  t = await buildPaymentTestApp();
});
afterAll(() => t.close());

describe("a quote's payment options", () => {
  it("offers the longest OXXO voucher whose confirmation comes before the sale closes", async () => {
    const far = await createQuote(t.app, {
      ...CABIN_ON_RED_DATES,
      arrivalDate: "2026-12-18",
      departureDate: "2026-12-19",
    });
    // Three days: Wednesday 25 at 23:59 Mexico City time, the visit held until Thursday's end.
    expect(far.paymentOptions.oxxo).toEqual({
      expiresAt: "2026-11-26T05:59:00.000Z",
      heldUntil: "2026-11-27T05:59:00.000Z",
    });
    // Arrival Friday 27 by day: its sale closes Thursday 07:30, so the voucher runs two days.
    const nearer = await createQuote(t.app, {
      ...CABIN_ON_RED_DATES,
      arrivalDate: "2026-11-27",
      departureDate: "2026-11-28",
    });
    expect(nearer.paymentOptions.oxxo?.expiresAt).toBe("2026-11-25T05:59:00.000Z");
  });

  it("offers cards only when even a one-day voucher would be confirmed after the sale closes", async () => {
    const soon = await createQuote(t.app, CABIN_ON_RED_DATES);
    expect(soon.paymentOptions.oxxo).toBeNull();
  });
});
