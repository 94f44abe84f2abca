import { describe, expect, it } from "vitest";
import apiEn from "../../api/src/texts/en.json";
import apiEs from "../../api/src/texts/es.json";
import { APPLICATIONS_TEXTS } from "../src/features/office/applications/applications-texts.ts";
import { CONTENT_TEXTS } from "../src/features/office/content/content-texts.ts";
import { GATE_TEXTS } from "../src/features/office/gate/gate-texts.ts";
import { ORDERS_TEXTS } from "../src/features/office/orders/orders-texts.ts";
import { PRICES_TEXTS } from "../src/features/office/prices/prices-texts.ts";
import { OFFICE_TEXTS } from "../src/features/office/shell/office-texts.ts";
import { TODAY_TEXTS } from "../src/features/office/today/today-texts.ts";
import careersEn from "../src/shared/i18n/locales/careers/en.json";
import careersEs from "../src/shared/i18n/locales/careers/es.json";
import commerceEn from "../src/shared/i18n/locales/commerce/en.json";
import commerceEs from "../src/shared/i18n/locales/commerce/es.json";
import en from "../src/shared/i18n/locales/en.json";
import es from "../src/shared/i18n/locales/es.json";
import officeCodesEn from "../src/shared/i18n/locales/office-codes/en.json";
import officeCodesEs from "../src/shared/i18n/locales/office-codes/es.json";
import productPagesEn from "../src/shared/i18n/locales/product-pages/en.json";
import productPagesEs from "../src/shared/i18n/locales/product-pages/es.json";

/**
 * Every text catalogue of the project, Spanish beside English (decision 0051): the web's locales and their
 * lazily loaded namespaces, the API's catalogue, and the office's own tables (kept in TypeScript while the
 * office is rebuilt; their texts with values are functions, whose parameters are their placeholders).
 */
const CATALOGUES: Record<string, { es: unknown; en: unknown }> = {
  "web site": { es, en },
  "web commerce": { es: commerceEs, en: commerceEn },
  "web careers": { es: careersEs, en: careersEn },
  "web product pages": { es: productPagesEs, en: productPagesEn },
  "web office codes": { es: officeCodesEs, en: officeCodesEn },
  api: { es: apiEs, en: apiEn },
};

/** The office's tables as they are today: a few of their strings still use `{name}`, which counts too. */
const OFFICE_TABLES: Record<string, { es: unknown; en: unknown }> = {
  "office applications": APPLICATIONS_TEXTS,
  "office content": CONTENT_TEXTS,
  "office gate": GATE_TEXTS,
  "office orders": ORDERS_TEXTS,
  "office prices": PRICES_TEXTS,
  "office shell": OFFICE_TEXTS,
  "office today": TODAY_TEXTS,
};

interface Leaf {
  /** A string's text, or a function's source. */
  text: string;
  isFunction: boolean;
  /** `{{name}}`s of a string, parameters of a function; sorted. */
  placeholders: string[];
}

function parameters(fn: (...args: never[]) => unknown): string[] {
  const source = fn.toString();
  const list = source.startsWith("(") ? source.slice(1, source.indexOf(")")) : source.split("=>")[0];
  return (list ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}

function leaves(node: unknown, prefix = "", found = new Map<string, Leaf>()): Map<string, Leaf> {
  if (typeof node === "string") {
    const names = [...node.matchAll(/\{\{?(\w+)\}\}?/g)].map((match) => match[1] ?? "");
    found.set(prefix, { text: node, isFunction: false, placeholders: [...new Set(names)].sort() });
  } else if (typeof node === "function") {
    found.set(prefix, {
      text: node.toString(),
      isFunction: true,
      placeholders: parameters(node as () => unknown),
    });
  } else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) leaves(value, prefix ? `${prefix}.${key}` : key, found);
  }
  return found;
}

const ALL = [
  ...Object.entries(CATALOGUES).map(([name, catalogue]) => ({ name, catalogue, oneSyntax: true })),
  ...Object.entries(OFFICE_TABLES).map(([name, catalogue]) => ({ name, catalogue, oneSyntax: false })),
];

describe.each(ALL)("the $name texts", ({ catalogue, oneSyntax }) => {
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
        if (oneSyntax && !leaf.isFunction) expect(leaf.text, key).not.toMatch(/(^|[^{])\{\w+\}(?!\})/);
      }
    }
  });
});
