import { i18n, type TranslateOptions } from "./i18n.ts";

/**
 * The text of a code a schema or the server names (a field problem, a card error) from the locales' `group`,
 * or the code itself when the site has no text for it (000 §8: a card code the site does not know is shown raw).
 */
export function codeText(group: string, code: string, options: TranslateOptions = {}): string {
  const key = `${group}.${code}`;
  return i18n.has(key) ? i18n.t(key, options) : code;
}
