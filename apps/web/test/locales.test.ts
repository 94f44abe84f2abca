import { describe, expect, it } from "vitest";
import en from "../src/shared/i18n/locales/en.json";
import es from "../src/shared/i18n/locales/es.json";
import { PRODUCT_SECTIONS, SITE_PAGES } from "../src/shared/routing/site-pages.ts";
import { commerceEn, commerceEs } from "./commerce-texts.ts";

type Texts = { [key: string]: string | Texts };

function leaves(texts: Texts, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === "string") found.set(`${prefix}${key}`, value);
    else for (const [path, text] of leaves(value, `${prefix}${key}.`)) found.set(path, text);
  }
  return found;
}

const siteSpanish = leaves(es);
const siteEnglish = leaves(en);
const commerceSpanish = leaves(commerceEs);
const commerceEnglish = leaves(commerceEn);
// What a visitor ends up with once the commerce code has loaded its texts.
const spanish = new Map([...siteSpanish, ...commerceSpanish]);
const english = new Map([...siteEnglish, ...commerceEnglish]);

// Same keys, placeholders and no empty text in both languages: text-parity.test.ts.
describe("locales", () => {
  it("the commerce texts never replace a text of the site", () => {
    for (const key of commerceSpanish.keys()) expect(siteSpanish.has(key), key).toBe(false);
  });

  it("every page of the route table has a title in both languages", () => {
    for (const page of SITE_PAGES) {
      expect(spanish.get(`pages.${page.id}`), page.id).toBeTruthy();
      expect(english.get(`pages.${page.id}`), page.id).toBeTruthy();
    }
  });

  it("every park area has a name and a homepage card text", () => {
    for (const section of PRODUCT_SECTIONS) {
      for (const texts of [spanish, english]) {
        expect(texts.get(`sections.${section.id}`)).toBeTruthy();
        expect(texts.get(`home.cards.${section.id}`)).toBeTruthy();
      }
    }
  });
});
