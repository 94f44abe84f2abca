import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES } from "@park/domain/constants.ts";
import { describe, expect, it } from "vitest";
import { PRODUCT_SECTIONS } from "../../../shared/routing/site-pages.ts";
import { loadPage } from "../hooks/page-content-loader.ts";
import { PRODUCT_PAGE_KEYS, productPageKey } from "./page-keys.ts";
import type { PictureManifest } from "./picture-manifest.ts";

const PICTURES = join(import.meta.dirname, "../../../../public/pictures");

// 001 §2 "Image counts"; camping counts for both the earth and the lodging page.
const SPEC_PICTURE_COUNTS: Record<string, number> = {
  "lodging.cabins.lake": 15,
  "product.earth.camping": 4,
  "lodging.camping": 4,
  "lodging.indian-village": 5,
  "product.earth.atv-track": 3,
  "product.earth.sport-areas": 3,
  "product.earth.flag-viewpoint": 3,
  "product.earth.echo-viewpoint": 3,
  "services.restaurant": 5,
  "services.grocery": 1,
  "services.atv-rentals": 1,
};

function manifestOf(key: string): PictureManifest {
  return JSON.parse(readFileSync(join(PICTURES, key, "manifest.json"), "utf8")) as PictureManifest;
}

describe("product, lodging and service pages", () => {
  it("has a content key for every page of every product section", () => {
    const pages = PRODUCT_SECTIONS.flatMap((section) => section.pages.map((page) => page.id));
    expect(PRODUCT_PAGE_KEYS.map((page) => page.id)).toEqual(pages);
    expect(pages).toHaveLength(30);
    expect(new Set(PRODUCT_PAGE_KEYS.map((page) => page.key)).size).toBe(30);
  });

  it.each(PRODUCT_PAGE_KEYS.map((page) => [page.id, page] as const))(
    "%s has its texts and pictures in Spanish and English",
    async (_id, page) => {
      const [es, en] = await Promise.all(LANGUAGES.map((language) => loadPage(page, language)));
      for (const loaded of [es, en]) {
        expect(loaded?.content.lead.length).toBeGreaterThan(20);
        expect(loaded?.content.facts.length).toBeGreaterThan(0);
        expect(loaded?.pictures.length).toBeGreaterThan(0);
        // A shared fact a page names is one the park's list has.
        for (const fact of loaded?.content.facts ?? []) {
          expect(fact.label.trim()).not.toBe("");
          expect(fact.value.trim()).not.toBe("");
        }
      }
      // Both languages say the same things: same paragraphs, facts and services.
      expect(en?.content.more.length).toBe(es?.content.more.length);
      expect(en?.content.facts.length).toBe(es?.content.facts.length);
      expect(en?.content.services?.length).toBe(es?.content.services?.length);
      expect(en?.content.lead).not.toBe(es?.content.lead);
      if (page.section === "lodging") expect(es?.content.services?.length).toBeGreaterThan(0);
    },
  );

  it.each(PRODUCT_PAGE_KEYS.map((page) => [page.key] as const))(
    "%s lists real, light pictures with their size and alt text in both languages",
    (key) => {
      const { pictures } = manifestOf(key);
      for (const picture of pictures) {
        const size = statSync(join(PICTURES, key, picture.file)).size;
        expect(size, picture.file).toBeLessThan(60 * 1024);
        expect(picture.width).toBeGreaterThan(0);
        expect(picture.height).toBeGreaterThan(0);
        expect(picture.alt.es.trim()).not.toBe("");
        expect(picture.alt.en.trim()).not.toBe("");
      }
      for (const language of LANGUAGES) {
        const alts = pictures.map((picture) => picture.alt[language]);
        expect(new Set(alts).size, `${language} alt texts repeat`).toBe(alts.length);
      }
    },
  );

  it.each(Object.entries(SPEC_PICTURE_COUNTS))("%s has the spec's %i pictures", (id, count) => {
    const page = productPageKey(id);
    expect(page).toBeDefined();
    expect(manifestOf(page?.key ?? "").pictures).toHaveLength(count);
  });

  it("lists the superior cabin's services as the spec does", async () => {
    const page = productPageKey("lodging.cabins.superior");
    if (!page) throw new Error("superior cabins page missing");
    const { content } = await loadPage(page, "en");
    expect(content.services).toEqual([
      "Shower",
      "110V outlets",
      "Sink",
      "Restroom",
      "Hot water sink",
      "Sofa bed",
      "Queen beds",
      "Camping table",
      "Grill",
      "Parking",
      "Mini fridge",
      "Air conditioner",
    ]);
  });
});
