import { describe, expect, it } from "vitest";
import {
  centavosToPesos,
  convertForDisplay,
  formatAmount,
  formatMoney,
  pesosToCentavos,
} from "../src/money.ts";

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
  it("writes amounts exactly as Intl's en-US formatter with 2 decimals does, without it", () => {
    const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // Whole centavos, the halves Intl rounds away from zero, values just under and over them, and sizes from
    // a centavo to a billion pesos, both signs.
    const amounts = [
      0, -0, 1e-7, -1e-7, 0.004, 0.005, -0.005, 0.015, 1.005, 2.675, -1.125, 999.995, 123456789012.345,
    ];
    for (let i = 0; i < 2000; i++) {
      const magnitude = 10 ** ((i % 10) - 1);
      const value = Math.sin(i * 12.9898) * magnitude * 43.7;
      amounts.push(value, Math.round(value * 100) / 100, Math.round(value * 1000) / 1000);
    }
    for (const amount of amounts)
      expect(formatAmount(amount), String(amount)).toBe(`$${intl.format(amount)}`);
  });
});
