import { describe, expect, it } from "vitest";
import { orderSearchQuerySchema, searchTerm, statusesOf } from "../../src/office-orders/order-search.ts";

describe("searchTerm", () => {
  it("reads a whole visit code in any case", () => {
    expect(searchTerm(" abcdefghjk ")).toEqual({ kind: "code", code: "ABCDEFGHJK" });
  });
  it("reads anything with @ as an e-mail, lower case", () => {
    expect(searchTerm("Ana@Example.com")).toEqual({ kind: "email", email: "ana@example.com" });
  });
  it("reads 4 or more digits with phone punctuation as a phone", () => {
    expect(searchTerm("(646) 123-4567")).toEqual({ kind: "phone", digits: "6461234567" });
    expect(searchTerm("4567")).toEqual({ kind: "phone", digits: "4567" });
  });
  it("reads the rest as name words", () => {
    expect(searchTerm("  Ana   López ")).toEqual({ kind: "name", words: ["ana", "lópez"] });
    expect(searchTerm("123")).toEqual({ kind: "name", words: ["123"] });
  });
  it("reads nothing from blanks", () => {
    expect(searchTerm("   ")).toBeNull();
  });
});

describe("orderSearchQuerySchema", () => {
  it("lists paid orders, first page, by default", () => {
    expect(orderSearchQuerySchema.parse({})).toEqual({ status: "PAID", page: 1 });
  });
  it("refuses a reversed date range", () => {
    const result = orderSearchQuerySchema.safeParse({ from: "2026-12-10", to: "2026-12-01" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("reversed_range");
  });
  it("refuses an unknown status", () => {
    expect(orderSearchQuerySchema.safeParse({ status: "REFUNDED" }).success).toBe(false);
  });
});

describe("statusesOf", () => {
  it("lists every state for ALL and one state otherwise", () => {
    expect(statusesOf("ALL")).toEqual(["OPEN", "PAYMENT_PENDING", "PAID"]);
    expect(statusesOf("PAYMENT_PENDING")).toEqual(["PAYMENT_PENDING"]);
  });
});
