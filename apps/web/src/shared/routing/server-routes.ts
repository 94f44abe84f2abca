import { DEFAULT_LANGUAGE, LANGUAGES } from "@park/domain/constants.ts";
import { isTranslatedPath, localizedPath, TRANSLATED_PATHS } from "./page-language.ts";
import { PRODUCT_SECTIONS, SITE_PAGES, sectionLandingPath } from "./site-pages.ts";

/** The staff office's paths (issue 14): one route of its own, under which the office routes itself. */
export const OFFICE_ROUTE_PATH = "office/*";

/**
 * What the API answers for a page path that has no prerendered HTML (issue 34 item 4), written into the
 * build as SERVER_ROUTES_FILE: a path of `pages` (React Router patterns: `:name` one segment, `*` the rest)
 * gets the SPA fallback, a path of `redirects` a redirect to its target, and any other path a redirect to
 * the homepage (001 §2), so crawlers never meet a page that answers 200 and then leaves in the browser.
 * `languages` names the pages with an address per language, for the older `?lang=` links of them, which
 * answer a permanent redirect to their language's address (decision 0059).
 */
export interface ServerRoutes {
  /** Where the site is published (SITE_ORIGIN): the API names vacancy pages' addresses with it. */
  origin: string;
  pages: string[];
  redirects: Record<string, string>;
  languages: { prefixes: Record<string, string>; paths: string[] };
}

export const SERVER_ROUTES_FILE = "__server-routes.json";

/** A path at its address in every language it has: `/prices` and `/en/prices`; `/cart` alone. */
function inEveryLanguage(path: string): string[] {
  if (!isTranslatedPath(path)) return [path];
  return [...new Set(LANGUAGES.map((language) => localizedPath(path, language)))];
}

export function serverRoutes(origin: string): ServerRoutes {
  return {
    origin,
    pages: [...SITE_PAGES.flatMap((page) => inEveryLanguage(`/${page.path}`)), `/${OFFICE_ROUTE_PATH}`],
    redirects: Object.fromEntries(
      PRODUCT_SECTIONS.flatMap((section) =>
        LANGUAGES.map((language) => [
          localizedPath(`/${section.path}`, language),
          localizedPath(sectionLandingPath(section), language),
        ]),
      ),
    ),
    languages: {
      prefixes: Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          language === DEFAULT_LANGUAGE ? "" : localizedPath("/", language),
        ]),
      ),
      paths: [...TRANSLATED_PATHS],
    },
  };
}
