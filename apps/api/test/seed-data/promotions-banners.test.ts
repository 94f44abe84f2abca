import { describe, expect, it } from "vitest";
import { BANNER_EN, BANNER_ES, BANNERS } from "../../src/db/seed-data/banners.ts";
import { USD_EXCHANGE_RATE } from "../../src/db/seed-data/exchange-rate.ts";
import { buildPromotions } from "../../src/db/seed-data/promotions.ts";

describe("buildPromotions", () => {
  const today = "2026-11-22";
  const promotions = buildPromotions(today);

  it("has two SPECIAL promotions with distinct 8-word-character codes", () => {
    expect(promotions).toHaveLength(2);
    for (const p of promotions) {
      expect(p.code).toMatch(/^\w{8}$/);
      expect(p.promotionType).toBe("SPECIAL");
      expect(p.maxLodgeCapacity).toBe(6);
      expect(p.startDate <= p.endDate).toBe(true);
      expect(Number.isInteger(p.pricePerDay) && p.pricePerDay > 0).toBe(true);
      expect(Number.isInteger(p.pricePerNight) && p.pricePerNight > 0).toBe(true);
    }
    expect(new Set(promotions.map((p) => p.code.toUpperCase())).size).toBe(2);
  });

  it("has one promotion running today and one starting in the coming months", () => {
    const current = promotions.filter((p) => p.startDate <= today && today <= p.endDate);
    const coming = promotions.filter((p) => p.startDate > today);
    expect(current).toHaveLength(1);
    expect(coming).toHaveLength(1);
    expect(coming[0]!.startDate < "2027-06-30").toBe(true);
  });
});

describe("banners", () => {
  it("has an active Spanish and English banner in an allowed colour", () => {
    expect(BANNERS.map((b) => b.name)).toEqual(["BANNER_ES", "BANNER_EN"]);
    for (const banner of BANNERS) {
      expect(banner.active).toBe(true);
      expect(["red", "orange", "green", "blue"]).toContain(banner.color);
    }
  });

  it("writes markdown with bold text, a link and several paragraphs", () => {
    for (const { content } of [BANNER_ES, BANNER_EN]) {
      expect(content).toMatch(/\*\*[^*]+\*\*/);
      expect(content).toMatch(/\[[^\]]+\]\(\/[^)]*\)/);
      expect(content.split("\n\n").length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("USD_EXCHANGE_RATE", () => {
  it("is 17.85 pesos per dollar", () => {
    expect(USD_EXCHANGE_RATE).toEqual({ currency: "USD", value: 17.85 });
  });
});
