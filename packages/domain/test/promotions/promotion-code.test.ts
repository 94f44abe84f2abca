import { describe, expect, it } from "vitest";
import { codeInputIssue, findByCode, promotionCodeSchema } from "../../src/promotions/promotion-code.ts";
import {
  applyPromotionParamsSchema,
  cancelPromotionParamsSchema,
  promotionQuoteQuerySchema,
  specialsAvailableTodaySchema,
} from "../../src/promotions/promotion-schemas.ts";

describe("special code input (000 §5: empty or exactly 8 word characters)", () => {
  it("says nothing while typing a possible code", () => {
    for (const typed of ["", "esc", "ESCAPADA", "abc_1234"]) expect(codeInputIssue(typed, false)).toBeNull();
  });

  it("asks for a code when submitted empty, and refuses anything but 8 word characters", () => {
    expect(codeInputIssue("  ", true)).toBe("code_required");
    expect(codeInputIssue("ESCAPAD", true)).toBe("code_invalid");
    expect(codeInputIssue("ESCAPADA1", false)).toBe("code_invalid");
    expect(codeInputIssue("ESC-PADA", false)).toBe("code_invalid");
    expect(codeInputIssue("escapada", true)).toBeNull();
  });

  it("reads the call's {code} in capitals and refuses symbols and wrong lengths", () => {
    expect(promotionCodeSchema.parse("escapada")).toBe("ESCAPADA");
    const message = (code: string) => promotionCodeSchema.safeParse(code).error?.issues[0]?.message;
    expect(message("")).toBe("code_required");
    expect(message("ESC%PADA")).toBe("code_invalid");
    expect(message("ESCAPADA2")).toBe("code_invalid");
    expect(message("ÉSCAPADA")).toBe("code_invalid");
  });

  it("matches codes case-insensitively", () => {
    const promotions = [{ code: "ESCAPADA" }, { code: "LUNALAGO" }];
    expect(findByCode(promotions, " lunaLago ")).toEqual({ code: "LUNALAGO" });
    expect(findByCode(promotions, "NOEXISTE")).toBeUndefined();
  });
});

describe("promotion call inputs (000 §7)", () => {
  it("reads apply/{code} in capitals and needs the quote's id", () => {
    expect(applyPromotionParamsSchema.parse({ code: "Escapada" })).toEqual({ code: "ESCAPADA" });
    expect(applyPromotionParamsSchema.safeParse({ code: "ESCAPADA!" }).success).toBe(false);
    expect(
      promotionQuoteQuerySchema.safeParse({ quoteId: "0b8f6a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b" }).success,
    ).toBe(true);
    expect(promotionQuoteQuerySchema.safeParse({ quoteId: "12" }).success).toBe(false);
    expect(cancelPromotionParamsSchema.safeParse({ promotionId: "7" }).success).toBe(true);
    expect(cancelPromotionParamsSchema.safeParse({ promotionId: "7 OR 1=1" }).success).toBe(false);
  });

  it("lists today's specials without their codes", () => {
    const special = {
      id: "1",
      code: "ESCAPADA",
      promotionType: "SPECIAL",
      startDate: "2027-07-01",
      endDate: "2027-07-31",
      arrivalTime: "DAY",
      datesValidityOnly: true,
      pricePerDay: 150,
      pricePerNight: 150,
      maxLodgeCapacity: 6,
    };
    expect(specialsAvailableTodaySchema.parse([special])[0]).not.toHaveProperty("code");
  });
});
