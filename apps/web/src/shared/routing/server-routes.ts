import { PRODUCT_SECTIONS, SITE_PAGES, sectionLandingPath } from "./site-pages.ts";

/** The staff office's paths (issue 14): one route of its own, under which the office routes itself. */
export const OFFICE_ROUTE_PATH = "office/*";

/**
 * What the API answers for a page path that has no prerendered HTML (issue 34 item 4), written into the
 * build as SERVER_ROUTES_FILE: a path of `pages` (React Router patterns: `:name` one segment, `*` the rest)
 * gets the SPA fallback, a path of `redirects` a redirect to its target, and any other path a redirect to
 * the homepage (001 §2), so crawlers never meet a page that answers 200 and then leaves in the browser.
 */
export interface ServerRoutes {
  pages: string[];
  redirects: Record<string, string>;
}

export const SERVER_ROUTES_FILE = "__server-routes.json";

export function serverRoutes(): ServerRoutes {
  return {
    pages: [...SITE_PAGES.map((page) => `/${page.path}`), `/${OFFICE_ROUTE_PATH}`],
    redirects: Object.fromEntries(
      PRODUCT_SECTIONS.map((section) => [`/${section.path}`, sectionLandingPath(section)]),
    ),
  };
}
