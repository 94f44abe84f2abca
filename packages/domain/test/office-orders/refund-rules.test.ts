import { describe, expect, it } from "vitest";
import {
  formatMinor,
  refundableAmount,
  refundIssue,
  typedAmountToMinor,
} from "../../src/office-orders/refund-rules.ts";

describe("refundableAmount", () => {
  it("is the charge minus every refund", () => {
    expect(refundableAmount(125_000, [])).toBe(125_000);
    expect(refundableAmount(125_000, [25_000, 50_000])).toBe(50_000);
    expect(refundableAmount(125_000, [25_000, 100_000])).toBe(0);
  });
  it("never goes below zero", () => {
    expect(refundableAmount(1_000, [1_500])).toBe(0);
  });
});

describe("refundIssue", () => {
  it("accepts a whole amount up to what remains", () => {
    expect(refundIssue(1, 50_000, true)).toBeNull();
    expect(refundIssue(50_000, 50_000, true)).toBeNull();
  });
  it("refuses more than what remains", () => {
    expect(refundIssue(50_001, 50_000, true)).toBe("refund_over_remaining");
  });
  it("refuses zero, negative and fractional amounts", () => {
    expect(refundIssue(0, 50_000, true)).toBe("refund_amount_invalid");
    expect(refundIssue(-100, 50_000, true)).toBe("refund_amount_invalid");
    expect(refundIssue(10.5, 50_000, true)).toBe("refund_amount_invalid");
  });
  it("refuses a payment that did not succeed or is wholly refunded", () => {
    expect(refundIssue(100, 50_000, false)).toBe("refund_not_refundable");
    expect(refundIssue(100, 0, true)).toBe("refund_not_refundable");
  });
});

describe("typedAmountToMinor", () => {
  it("reads pesos or dollars with up to 2 decimals and thousands commas", () => {
    expect(typedAmountToMinor("150")).toBe(15_000);
    expect(typedAmountToMinor("150.5")).toBe(15_050);
    expect(typedAmountToMinor(" 1,250.75 ")).toBe(125_075);
    expect(typedAmountToMinor("0.01")).toBe(1);
  });
  it("refuses anything else", () => {
    expect(typedAmountToMinor("")).toBeNull();
    expect(typedAmountToMinor("0")).toBeNull();
    expect(typedAmountToMinor("-5")).toBeNull();
    expect(typedAmountToMinor("1.234")).toBeNull();
    expect(typedAmountToMinor("abc")).toBeNull();
    expect(typedAmountToMinor("1e3")).toBeNull();
  });
});

describe("formatMinor", () => {
  it("shows the amount in its currency", () => {
    expect(formatMinor(125_075, "USD")).toBe("$1,250.75 USD");
    expect(formatMinor(50_000, "MXN")).toBe("$500.00 MXN");
  });
});
