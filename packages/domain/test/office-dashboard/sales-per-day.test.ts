import { describe, expect, it } from "vitest";
import { salesPerDay, salesTotals, usdShare } from "../../src/office-dashboard/sales-per-day.ts";
import { refundInCentavos } from "../../src/office-orders/refund-rules.ts";

const at = (iso: string) => new Date(iso);

describe("salesPerDay", () => {
  it("puts each hour on the park's day: UTC-8 in winter, UTC-7 in summer", () => {
    const days = salesPerDay(
      [
        // 23:00 on 21 November in Tijuana (PST) and 00:00 on the 22nd.
        { hour: at("2026-11-22T07:00:00Z"), currency: "MXN", orders: 1, centavos: 100_000, charged: 100_000 },
        { hour: at("2026-11-22T08:00:00Z"), currency: "MXN", orders: 2, centavos: 50_000, charged: 50_000 },
      ],
      [],
      "2026-11-21",
      "2026-11-22",
    );
    expect(days.map((d) => [d.date, d.orders, d.salesCentavos])).toEqual([
      ["2026-11-21", 1, 100_000],
      ["2026-11-22", 2, 50_000],
    ]);
    const summer = salesPerDay(
      [
        // 23:00 on 9 July (PDT) and 00:00 on the 10th.
        { hour: at("2026-07-10T06:00:00Z"), currency: "MXN", orders: 1, centavos: 1, charged: 1 },
        { hour: at("2026-07-10T07:00:00Z"), currency: "MXN", orders: 1, centavos: 2, charged: 2 },
      ],
      [],
      "2026-07-09",
      "2026-07-10",
    );
    expect(summer.map((d) => d.salesCentavos)).toEqual([1, 2]);
  });

  it("counts dollars apart, refunds on their own day, and zero days in between", () => {
    const days = salesPerDay(
      [
        { hour: at("2026-11-20T18:00:00Z"), currency: "MXN", orders: 3, centavos: 300_000, charged: 300_000 },
        // 2 orders paid in dollars: 1,800.00 MXN shown as 100.00 USD at 18.
        { hour: at("2026-11-20T19:00:00Z"), currency: "USD", orders: 2, centavos: 180_000, charged: 10_000 },
        // A date change's difference: money, no order.
        { hour: at("2026-11-22T18:00:00Z"), currency: "MXN", orders: 0, centavos: 20_000, charged: 20_000 },
      ],
      [
        { at: at("2026-11-22T17:30:00Z"), currency: "USD", centavos: 90_000 },
        // Outside the range: left out.
        { at: at("2026-11-19T17:30:00Z"), currency: "MXN", centavos: 5 },
      ],
      "2026-11-20",
      "2026-11-22",
    );
    expect(days).toEqual([
      {
        date: "2026-11-20",
        orders: 5,
        salesCentavos: 480_000,
        usdSalesCentavos: 180_000,
        usdCents: 10_000,
        usdShare: 0.375,
        refundedCentavos: 0,
        netCentavos: 480_000,
      },
      {
        date: "2026-11-21",
        orders: 0,
        salesCentavos: 0,
        usdSalesCentavos: 0,
        usdCents: 0,
        usdShare: null,
        refundedCentavos: 0,
        netCentavos: 0,
      },
      {
        date: "2026-11-22",
        orders: 0,
        salesCentavos: 20_000,
        usdSalesCentavos: 0,
        usdCents: 0,
        usdShare: 0,
        refundedCentavos: 90_000,
        netCentavos: -70_000,
      },
    ]);
    expect(salesTotals(days)).toEqual({
      orders: 5,
      salesCentavos: 500_000,
      usdSalesCentavos: 180_000,
      usdCents: 10_000,
      usdShare: 0.36,
      refundedCentavos: 90_000,
      netCentavos: 410_000,
    });
  });
});

describe("usdShare", () => {
  it("is a fraction to four decimals, null without sales", () => {
    expect(usdShare(1, 3)).toBe(0.3333);
    expect(usdShare(2, 3)).toBe(0.6667);
    expect(usdShare(0, 0)).toBeNull();
  });
});

describe("refundInCentavos", () => {
  it("takes back the pesos the sale counted: in full exactly, in part pro rata", () => {
    // 1,234.56 MXN charged as 68.59 USD at 18 (1,234.62 at the rate): a full refund gives back 1,234.56.
    const payment = { amount: 6859, amountMxn: 123_456 };
    expect(refundInCentavos(6859, payment)).toBe(123_456);
    expect(refundInCentavos(1000, payment)).toBe(17_999);
    expect(refundInCentavos(500, { amount: 90_000, amountMxn: 90_000 })).toBe(500);
  });
});
