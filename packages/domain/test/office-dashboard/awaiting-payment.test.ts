import { describe, expect, it } from "vitest";
import { awaitingPayment } from "../../src/office-dashboard/awaiting-payment.ts";

describe("awaitingPayment", () => {
  it("counts orders, not attempts, and sums what is still due per way to pay", () => {
    const awaited = awaitingPayment([
      { quoteId: "a", method: "oxxo", dueCentavos: 120_000, awaitingUntil: new Date("2026-11-27T05:59:00Z") },
      { quoteId: "b", method: "spei", dueCentavos: 30_000, awaitingUntil: new Date("2026-11-24T05:59:00Z") },
      { quoteId: "b", method: "spei", dueCentavos: 10_000, awaitingUntil: new Date("2026-11-25T05:59:00Z") },
    ]);
    expect(awaited).toEqual({
      orders: 2,
      dueCentavos: 160_000,
      methods: [
        { method: "oxxo", orders: 1, dueCentavos: 120_000 },
        { method: "spei", orders: 1, dueCentavos: 40_000 },
      ],
      nextHoldEnd: new Date("2026-11-24T05:59:00Z"),
    });
  });

  it("is zeros and no hold end when nothing waits", () => {
    expect(awaitingPayment([])).toMatchObject({ orders: 0, dueCentavos: 0, nextHoldEnd: null });
  });
});
