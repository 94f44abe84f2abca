import { describe, expect, it } from "vitest";
import apiEn from "../../api/src/texts/en.json";
import apiEs from "../../api/src/texts/es.json";
import careersEn from "../src/shared/i18n/locales/careers/en.json";
import careersEs from "../src/shared/i18n/locales/careers/es.json";
import en from "../src/shared/i18n/locales/en.json";
import es from "../src/shared/i18n/locales/es.json";
import officeEn from "../src/shared/i18n/locales/office/en.json";
import officeEs from "../src/shared/i18n/locales/office/es.json";
import productPagesEn from "../src/shared/i18n/locales/product-pages/en.json";
import productPagesEs from "../src/shared/i18n/locales/product-pages/es.json";
import { commerceEn, commerceEs } from "./commerce-texts.ts";

/**
 * Every text catalogue of the project, Spanish beside English (decision 0051): the web's locales and their
 * lazily loaded namespaces (the office's among them), and the API's catalogue.
 */
const CATALOGUES: Record<string, { es: unknown; en: unknown }> = {
  "web site": { es, en },
  "web commerce": { es: commerceEs, en: commerceEn },
  "web careers": { es: careersEs, en: careersEn },
  "web product pages": { es: productPagesEs, en: productPagesEn },
  "web office": { es: officeEs, en: officeEn },
  api: { es: apiEs, en: apiEn },
};

interface Leaf {
  text: string;
  /** Its `{{name}}`s (and any `{name}`, which the last check refuses), sorted. */
  placeholders: string[];
}

function leaves(node: unknown, prefix = "", found = new Map<string, Leaf>()): Map<string, Leaf> {
  if (typeof node === "string") {
    const names = [...node.matchAll(/\{\{?(\w+)\}\}?/g)].map((match) => match[1] ?? "");
    found.set(prefix, { text: node, placeholders: [...new Set(names)].sort() });
  } else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) leaves(value, prefix ? `${prefix}.${key}` : key, found);
  }
  return found;
}

const ALL = Object.entries(CATALOGUES).map(([name, catalogue]) => ({ name, catalogue }));

describe.each(ALL)("the $name texts", ({ catalogue }) => {
  const spanish = leaves(catalogue.es);
  const english = leaves(catalogue.en);

  it("have the same keys in Spanish and English", () => {
    expect(spanish.size).toBeGreaterThan(0);
    expect([...english.keys()].sort()).toEqual([...spanish.keys()].sort());
  });

  it("have the same placeholders in Spanish and English", () => {
    for (const [key, leaf] of spanish) expect(english.get(key)?.placeholders, key).toEqual(leaf.placeholders);
  });

  it("have no empty text and, in the catalogues, no placeholder but `{{name}}`", () => {
    for (const texts of [spanish, english]) {
      for (const [key, leaf] of texts) {
        expect(leaf.text.trim(), key).not.toBe("");
        expect(leaf.text, key).not.toMatch(/(^|[^{])\{\w+\}(?!\})/);
      }
    }
  });
});
