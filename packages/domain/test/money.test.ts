import { describe, expect, it } from "vitest";
import { centavosToPesos, convertForDisplay, formatMoney, pesosToCentavos } from "../src/money.ts";

describe("money", () => {
  it("converts pesos and centavos exactly", () => {
    expect(pesosToCentavos(1234.56)).toBe(123456);
    expect(pesosToCentavos(0.1 + 0.2)).toBe(30);
    expect(centavosToPesos(123456)).toBe(1234.56);
  });
  it("shows amounts in another currency as amount / rate with 2 decimals", () => {
    expect(convertForDisplay(1000, 1)).toBe(1000);
    expect(convertForDisplay(1000, 17.25)).toBe(57.97);
    expect(() => convertForDisplay(1000, 0)).toThrow(RangeError);
  });
  it("formats with the shop symbol, comma thousands and the currency code", () => {
    expect(formatMoney(12345.5)).toBe("$12,345.50 MXN");
    expect(formatMoney(1000, "USD", 20)).toBe("$50.00 USD");
  });
});
