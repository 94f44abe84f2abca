import { describe, expect, it } from "vitest";
import {
  type MovementRow,
  movementLine,
  parkWallClock,
  signedMoney,
} from "../../src/office-reports/money-movements.ts";

const payment: MovementRow = {
  kind: "payment",
  at: new Date("2026-11-21T07:30:00Z"),
  code: "ABCDEFGHJK",
  buyerName: "Ana María",
  buyerLastname: "López",
  email: "ana@example.com",
  stayType: "DAY_PASS",
  arrivalDate: "2026-12-05",
  departureDate: "2026-12-05",
  persons: 2,
  method: "card",
  currency: "USD",
  exchangeRate: 18,
  amount: 10_000,
  centavos: 180_000,
  payment: null,
  cardBrand: "visa",
  cardLast4: "4242",
  reference: null,
  staff: null,
};

const words = {
  kind: (kind: string) => `kind:${kind}`,
  stayType: (type: string) => `stay:${type}`,
  method: (method: string) => `method:${method}`,
};

describe("parkWallClock", () => {
  it("reads the park's clock: 07:30 UTC of the 21st is 23:30 of the 20th in winter", () => {
    expect(parkWallClock(new Date("2026-11-21T07:30:00Z"))).toBe("2026-11-20 23:30");
    expect(parkWallClock(new Date("2026-07-10T07:00:00Z"))).toBe("2026-07-10 00:00");
  });
});

describe("signedMoney", () => {
  it("keeps a payment's amounts, and gives a refund back negative in the pesos of its sale", () => {
    expect(signedMoney(payment)).toEqual({ amount: 10_000, centavos: 180_000 });
    expect(
      signedMoney({
        ...payment,
        kind: "refund",
        amount: 5_000,
        centavos: null,
        payment: { amount: 10_000, amountMxn: 180_000 },
      }),
    ).toEqual({ amount: -5_000, centavos: -90_000 });
  });
});

describe("movementLine", () => {
  it("writes amounts in major units, the buyer's whole name and the card", () => {
    expect(movementLine(payment, words)).toEqual({
      at: "2026-11-20 23:30",
      kind: "kind:payment",
      code: "ABCDEFGHJK",
      buyer: "Ana María López",
      email: "ana@example.com",
      stayType: "stay:DAY_PASS",
      arrivalDate: "2026-12-05",
      departureDate: "2026-12-05",
      persons: 2,
      method: "method:card",
      currency: "USD",
      amount: 100,
      exchangeRate: 18,
      amountMxn: 1800,
      card: "visa 4242",
      reference: null,
      staff: null,
    });
  });

  it("leaves the buyer empty before the payment form was sent", () => {
    expect(movementLine({ ...payment, buyerName: null, buyerLastname: null }, words).buyer).toBeNull();
  });
});
