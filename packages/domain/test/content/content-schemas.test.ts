import { describe, expect, it } from "vitest";
import {
  bannerInputSchema,
  jobPostInputSchema,
  promotionInputSchema,
} from "../../src/content/content-schemas.ts";

const promotion = {
  code: "verano26",
  startDate: "2027-06-01",
  endDate: "2027-08-31",
  arrivalTime: "DAY",
  datesValidityOnly: true,
  pricePerDay: 150.5,
  pricePerNight: 0,
  maxLodgeCapacity: 6,
};

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
}

describe("promotionInputSchema", () => {
  it("stores the code in capitals", () => {
    expect(promotionInputSchema.parse(promotion).code).toBe("VERANO26");
    expect(promotionInputSchema.parse({ ...promotion, code: "ab_12_cd" }).code).toBe("AB_12_CD");
  });

  it("refuses codes that are not exactly 8 word characters", () => {
    for (const code of ["VERANO2", "VERANO267", "VERANO-6", "VERANO 6", ""]) {
      expect(issues(promotionInputSchema.safeParse({ ...promotion, code }))).toEqual([
        ["code", "content.code_format"],
      ]);
    }
  });

  it("refuses an end before the start, a negative price and more than 2 decimals", () => {
    expect(issues(promotionInputSchema.safeParse({ ...promotion, endDate: "2027-05-31" }))).toEqual([
      ["endDate", "content.end_before_start"],
    ]);
    expect(promotionInputSchema.safeParse({ ...promotion, endDate: "2027-06-01" }).success).toBe(true);
    expect(issues(promotionInputSchema.safeParse({ ...promotion, pricePerDay: -0.01 }))).toEqual([
      ["pricePerDay", "content.negative_price"],
    ]);
    expect(issues(promotionInputSchema.safeParse({ ...promotion, pricePerNight: 10.005 }))).toEqual([
      ["pricePerNight", "content.price_format"],
    ]);
    expect(issues(promotionInputSchema.safeParse({ ...promotion, startDate: "2027-02-30" }))).toEqual([
      ["startDate", "content.invalid_date"],
    ]);
  });
});

describe("bannerInputSchema", () => {
  it("saves the markdown made safe", () => {
    const banner = bannerInputSchema.parse({
      active: true,
      color: "blue",
      content: "**Hoy** <script>alert(1)</script>[x](javascript:alert(1))",
    });
    expect(banner.content).toBe("**Hoy** alert(1)[x](#)");
  });

  it("refuses an unknown colour", () => {
    expect(bannerInputSchema.safeParse({ active: true, color: "pink", content: "x" }).success).toBe(false);
  });
});

describe("jobPostInputSchema", () => {
  it("keeps the shift types in their usual order and empty details as none", () => {
    const post = jobPostInputSchema.parse({
      titleId: "LIFEGUARD",
      titleEs: "Salvavidas <b>",
      titleEn: "Lifeguard",
      area: "Acceso",
      types: ["Fin de Semana", "Turno Completo"],
      detailsEs: "  ",
      detailsEn: null,
    });
    expect(post).toMatchObject({
      titleEs: "Salvavidas",
      types: ["Turno Completo", "Fin de Semana"],
      detailsEs: null,
      detailsEn: null,
    });
  });

  it("takes a last day as a date, and an empty one (the office's date field) as none", () => {
    const post = { titleId: "LIFEGUARD", titleEs: "S", titleEn: "L", area: "A", types: ["Medio Turno"] };
    expect(jobPostInputSchema.parse({ ...post, openUntil: "2026-12-31" }).openUntil).toBe("2026-12-31");
    expect(jobPostInputSchema.parse({ ...post, openUntil: "" }).openUntil).toBeNull();
    expect(jobPostInputSchema.parse(post).openUntil).toBeNull();
    expect(issues(jobPostInputSchema.safeParse({ ...post, openUntil: "2026-02-30" }))).toEqual([
      ["openUntil", "content.invalid_date"],
    ]);
  });

  it("refuses a vacancy without shift types or with a malformed title id", () => {
    const post = { titleId: "lifeguard", titleEs: "S", titleEn: "L", area: "A", types: [] };
    expect(issues(jobPostInputSchema.safeParse(post))).toEqual([
      ["titleId", "content.title_id_format"],
      ["types", "content.shift_types"],
    ]);
  });
});
