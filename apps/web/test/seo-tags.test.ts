import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  chooseLanguage,
  currentLanguage,
  LANGUAGE_STORAGE_KEY,
  restoreStoredLanguage,
} from "../src/shared/i18n/language.ts";
import { pageMeta } from "../src/shared/routing/page-title.ts";
import { resetSite } from "./reset.ts";

const ORIGIN = "https://www.ensenadapark.com";

function link(routeId: string, rel: string, hrefLang?: string): string | undefined {
  return pageMeta(routeId).find((tag) => tag.rel === rel && tag.hrefLang === hrefLang)?.href;
}

function property(routeId: string, name: string): string | undefined {
  return pageMeta(routeId).find((tag) => tag.property === name)?.content;
}

beforeEach(async () => {
  await resetSite();
});
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("sharing and language tags of the information pages", () => {
  it("show the park's share picture, sized, with its description in the page's language", () => {
    expect(property("faq", "og:image")).toBe(`${ORIGIN}/share/ensenada-park.png`);
    expect(property("faq", "og:image:width")).toBe("1200");
    expect(property("faq", "og:image:height")).toBe("630");
    expect(property("faq", "og:image:alt")).toMatch(/^Ilustración del parque/);
    expect(pageMeta("faq").find((tag) => tag.name === "twitter:card")?.content).toBe("summary_large_image");
    // The file itself is a PNG of the size the tags give (its IHDR chunk: width and height after the signature).
    const png = readFileSync(join(import.meta.dirname, "../public/share/ensenada-park.png"));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("give the Spanish address as canonical and both languages as alternates", () => {
    expect(link("prices", "canonical")).toBe(`${ORIGIN}/prices`);
    expect(link("prices", "alternate", "es")).toBe(`${ORIGIN}/prices`);
    expect(link("prices", "alternate", "en")).toBe(`${ORIGIN}/prices?lang=en`);
    expect(link("prices", "alternate", "x-default")).toBe(`${ORIGIN}/prices`);
    expect(link("homepage", "canonical")).toBe(`${ORIGIN}/`);
  });

  it("carry the page's title, description and address as Open Graph tags", () => {
    expect(property("faq", "og:title")).toBe("Preguntas frecuentes | Ensenada Park");
    expect(property("faq", "og:url")).toBe(`${ORIGIN}/faq`);
    expect(property("faq", "og:locale")).toBe("es_MX");
    expect(property("faq", "og:description")).toContain("Preguntas frecuentes");
  });

  it("follow the language shown: English pages are canonical at ?lang=en", async () => {
    await chooseLanguage("en");
    expect(link("contact", "canonical")).toBe(`${ORIGIN}/contact?lang=en`);
    expect(property("contact", "og:locale")).toBe("en_US");
    expect(property("contact", "og:locale:alternate")).toBe("es_MX");
  });

  it("are left out of pages that are not prerendered (cart, order)", () => {
    expect(link("shopping-cart", "canonical")).toBeUndefined();
    expect(link("order.details", "canonical")).toBeUndefined();
  });
});

describe("the language in the address", () => {
  it("switches to English for ?lang=en and keeps it as the visitor's choice", async () => {
    window.history.replaceState(null, "", "/prices?lang=en");
    await restoreStoredLanguage();
    expect(currentLanguage()).toBe("en");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
  });

  it("ignores a language the site does not speak", async () => {
    window.history.replaceState(null, "", "/prices?lang=fr");
    await restoreStoredLanguage();
    expect(currentLanguage()).toBe("es");
  });
});
