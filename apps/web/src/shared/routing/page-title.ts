import { i18n } from "../i18n/i18n.ts";
import { HOME_PAGE, sitePageById } from "./site-pages.ts";

/**
 * The document title of a route, in the current language. Route modules call it from their `meta` export,
 * which React Router evaluates again whenever the root layout re-renders, language switches included.
 */
export function pageTitle(routeId: string | undefined): string {
  const brand = i18n.t("brand.name");
  const page = routeId ? sitePageById(routeId) : undefined;
  if (!page) return brand;
  const title = i18n.t(`pages.${page.id}`);
  return page.id === HOME_PAGE.id ? `${brand} | ${title}` : `${title} | ${brand}`;
}

/** What a page's `meta` needs from React Router's meta arguments: the matched route ids. */
export interface PageMetaArgs {
  matches: ReadonlyArray<{ id: string } | undefined>;
}

/** Title and description tags for a route's `meta` export. */
export function pageMeta(routeId: string | undefined, description = i18n.t("brand.tagline")) {
  return [{ title: pageTitle(routeId) }, { name: "description", content: description }];
}
