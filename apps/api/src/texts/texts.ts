import type { Language } from "@park/domain/constants.ts";
import en from "./en.json";
import es from "./es.json";

/**
 * The API's texts (decision 0051): one catalogue per language, nested groups looked up by the same keys in
 * both, `{{name}}` placeholders as in the web's locales. Typing `en` as Spanish's shape makes a key missing
 * in English a compile error; the parity test (test/text-parity.test.ts) also checks extra keys and placeholders.
 */
export type Catalogue = typeof es;

const CATALOGUES: Record<Language, Catalogue> = { es, en };

export function textsOf(language: Language): Catalogue {
  return CATALOGUES[language];
}

/** A text with each `{{name}}` replaced by its value; a name given no value stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The entry `name` of a group, or undefined when the group has none (keys that arrive as data). */
export function entryOf(group: Readonly<Record<string, string>>, name: string): string | undefined {
  return Object.hasOwn(group, name) ? group[name] : undefined;
}
