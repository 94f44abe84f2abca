import { DEFAULT_LANGUAGE, type Language } from "@park/domain/constants.ts";
import { PRERENDERED_PATHS, PRODUCT_SECTIONS, SITE_PAGES } from "./site-pages.ts";

/**
 * Every information page has an address per language (decision 0059): Spanish at its plain path
 * (`/prices`), English under this prefix (`/en/prices`, the homepage `/en`). Pages whose content is the
 * visitor's own (cart, payment, order, a vacancy's application, office) keep one address, shown in the
 * visitor's choice. A vacancy's page has both: the API writes its HTML in each language (decision 0060).
 */
export const ENGLISH_PREFIX = "/en";

/** The prefix of each language but the default, which has none. */
const PREFIXES: Partial<Record<Language, string>> = { en: ENGLISH_PREFIX };

/** The paths with an address per language: the information pages, and the section paths that lead to them. */
export const TRANSLATED_PATHS: ReadonlySet<string> = new Set([
  ...PRERENDERED_PATHS,
  ...PRODUCT_SECTIONS.map((section) => `/${section.path}`),
]);

/** The pages with a parameter and an address per language (a vacancy), as React Router patterns. */
export const TRANSLATED_PATTERNS: readonly string[] = SITE_PAGES.filter((page) => page.translated).map(
  (page) => `/${page.path}`,
);

const TRANSLATED_PATTERN_TESTS = TRANSLATED_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`),
);

/** Whether a path without its prefix has an address per language. */
function hasAddressPerLanguage(path: string): boolean {
  return TRANSLATED_PATHS.has(path) || TRANSLATED_PATTERN_TESTS.some((test) => test.test(path));
}

function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** The path without its language prefix: `/en/prices` is `/prices`, `/en` is `/`. */
export function withoutLanguage(pathname: string): string {
  const path = trimmed(pathname);
  for (const prefix of Object.values(PREFIXES)) {
    if (path === prefix) return "/";
    if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  }
  return path;
}

/** Whether the page at this path (with or without a prefix) has an address per language. */
export function isTranslatedPath(pathname: string): boolean {
  return hasAddressPerLanguage(withoutLanguage(pathname));
}

/**
 * The language an address shows, or null for a page whose address names none (it shows the visitor's
 * choice): `/en/prices` is English, `/prices` Spanish, `/cart` null.
 */
export function addressLanguage(pathname: string): Language | null {
  if (!isTranslatedPath(pathname)) return null;
  const path = trimmed(pathname);
  for (const [language, prefix] of Object.entries(PREFIXES) as [Language, string][]) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Where a link of the site goes in a language: an information page's address in that language (its
 * query and fragment kept), any other page's one address as it is.
 */
export function localizedPath(to: string, language: Language): string {
  const restAt = to.search(/[?#]/);
  const pathname = restAt === -1 ? to : to.slice(0, restAt);
  const rest = restAt === -1 ? "" : to.slice(restAt);
  const path = withoutLanguage(pathname || "/");
  if (!hasAddressPerLanguage(path)) return to;
  const prefix = PREFIXES[language];
  if (!prefix) return `${path}${rest}`;
  return `${path === "/" ? prefix : `${prefix}${path}`}${rest}`;
}

/** The English addresses of the information pages, prerendered beside the Spanish ones. */
export const TRANSLATED_PRERENDERED_PATHS: readonly string[] = PRERENDERED_PATHS.flatMap((path) =>
  Object.values(PREFIXES).map((prefix) => (path === "/" ? prefix : `${prefix}${path}`)),
);

/** A React Router path that matches a page at its Spanish and its English address: `en?/prices`. */
export function routePathInEveryLanguage(path: string): string {
  const optionalPrefix = `${ENGLISH_PREFIX.slice(1)}?`;
  return path ? `${optionalPrefix}/${path}` : optionalPrefix;
}
