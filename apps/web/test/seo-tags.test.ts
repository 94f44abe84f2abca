import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
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
const at = (pathname: string, search = "") => ({ pathname, search });

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
    expect(link("prices", "alternate", "en")).toBe(`${ORIGIN}/en/prices`);
    expect(link("prices", "alternate", "x-default")).toBe(`${ORIGIN}/prices`);
    expect(link("homepage", "canonical")).toBe(`${ORIGIN}/`);
  });

  it("carry the page's title, description and address as Open Graph tags", () => {
    expect(property("faq", "og:title")).toBe("Preguntas frecuentes | Ensenada Park");
    expect(property("faq", "og:url")).toBe(`${ORIGIN}/faq`);
    expect(property("faq", "og:locale")).toBe("es_MX");
    expect(property("faq", "og:description")).toContain("Preguntas frecuentes");
  });

  it("follow the language shown: English pages are canonical at their own address", async () => {
    await chooseLanguage("en");
    expect(link("contact", "canonical")).toBe(`${ORIGIN}/en/contact`);
    expect(link("contact", "alternate", "es")).toBe(`${ORIGIN}/contact`);
    expect(link("contact", "alternate", "x-default")).toBe(`${ORIGIN}/contact`);
    expect(link("homepage", "canonical")).toBe(`${ORIGIN}/en`);
    expect(property("contact", "og:locale")).toBe("en_US");
    expect(property("contact", "og:locale:alternate")).toBe("es_MX");
  });

  it("are left out of pages that are not prerendered (cart, order)", () => {
    expect(link("shopping-cart", "canonical")).toBeUndefined();
    expect(link("order.details", "canonical")).toBeUndefined();
  });
});

describe("the language in the address", () => {
  it("keeps an English page's address as the visitor's choice", async () => {
    expect(await restoreStoredLanguage(at("/en/prices"))).toBeNull();
    expect(currentLanguage()).toBe("en");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
  });

  it("moves a visitor who chose English from a plain information address to its English one", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    expect(await restoreStoredLanguage(at("/prices"))).toBe("en");
    // A visitor who never chose stays on the Spanish page.
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    expect(await restoreStoredLanguage(at("/prices"))).toBeNull();
    expect(currentLanguage()).toBe("es");
  });

  it("switches a page with one address (the cart) to the language an older ?lang= link names", async () => {
    expect(await restoreStoredLanguage(at("/cart", "?lang=en"))).toBeNull();
    expect(currentLanguage()).toBe("en");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
  });

  it("ignores a language the site does not speak", async () => {
    await restoreStoredLanguage(at("/cart", "?lang=fr"));
    expect(currentLanguage()).toBe("es");
  });
});
