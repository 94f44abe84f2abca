import { beforeEach, describe, expect, it } from "vitest";
import { chooseLanguage } from "../src/shared/i18n/language.ts";
import { pageMeta } from "../src/shared/routing/page-title.ts";
import { PRODUCT_SECTIONS } from "../src/shared/routing/site-pages.ts";
import { resetSite } from "./reset.ts";

function description(routeId: string | undefined): string | undefined {
  return pageMeta(routeId).find((tag) => "name" in tag && tag.name === "description")?.content;
}

const PAGE_IDS = PRODUCT_SECTIONS.flatMap((section) => section.pages.map((page) => page.id));

beforeEach(async () => {
  await resetSite();
});

describe("page descriptions", () => {
  it("gives every product page a description of its own, naming it and its area", () => {
    const descriptions = PAGE_IDS.map(description);
    expect(new Set(descriptions).size).toBe(PAGE_IDS.length);
    expect(description("product.air.canopy-tour")).toBe(
      "Canopy tour (Aire) — Campamento, parque acuático y de aventura en Ensenada, Baja California",
    );
  });

  it("follows the visitor's language", async () => {
    await chooseLanguage("en");
    expect(description("prices")).toBe(
      "Prices and calendar — Campground, water park and adventure park in Ensenada, Baja California",
    );
  });

  it("gives screens that are no page the park's tagline", () => {
    expect(description(undefined)).toBe(
      "Campamento, parque acuático y de aventura en Ensenada, Baja California",
    );
  });
});
