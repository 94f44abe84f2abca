import { i18n } from "../i18n/i18n.ts";
import { type PageTag, seoTags } from "./seo-tags.ts";
import { HOME_PAGE, sectionOfPage, sitePageById } from "./site-pages.ts";

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
  location: { pathname: string };
}

/**
 * The page's own description, in the current language: its name (with its area's, as camping is both
 * earth and lodging) and what the park is. A page with text of its own (the home page) passes that
 * instead; screens that are no page get the park's tagline.
 */
function pageDescription(routeId: string | undefined): string {
  const tagline = i18n.t("brand.tagline");
  const page = routeId ? sitePageById(routeId) : undefined;
  if (!page) return tagline;
  const section = sectionOfPage(page.id);
  const name = i18n.t(`pages.${page.id}`);
  return `${section ? `${name} (${i18n.t(`sections.${section.id}`)})` : name} — ${tagline}`;
}

/**
 * Title and description tags for a route's `meta` export, with the sharing and language tags (seo-tags.ts);
 * a page with a parameter and an address per language (a vacancy) passes its pathname.
 */
export function pageMeta(
  routeId: string | undefined,
  description = pageDescription(routeId),
  pathname?: string,
): PageTag[] {
  const title = pageTitle(routeId);
  return [
    { title },
    { name: "description", content: description },
    ...seoTags(routeId, title, description, pathname),
  ];
}
