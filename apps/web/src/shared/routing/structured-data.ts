import { PARK_CONTACT_POINTS, PARK_POSTAL_ADDRESS } from "@park/domain/contact/park-contact-points.ts";
import { i18n } from "../i18n/i18n.ts";
import { currentLanguage } from "../i18n/language.ts";
import { pageUrl } from "./seo-tags.ts";
import { HOME_PAGE, sectionLandingPath, sectionOfPage, sitePageById } from "./site-pages.ts";

/** A schema.org object as JSON-LD. */
export type StructuredData = { "@context": "https://schema.org"; "@type": string | string[] } & Record<
  string,
  unknown
>;

/** React Router's meta descriptor that renders `<script type="application/ld+json">`. */
export function structuredDataTag(data: StructuredData): { "script:ld+json": StructuredData } {
  return { "script:ld+json": data };
}

const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * The park as search engines describe a place (Google's local business data): a tourist attraction and a
 * campground, with its address, where it is, when it opens, its phone and e-mail, in the page's language.
 */
export function parkStructuredData(): StructuredData {
  const { coordinates, openingHours } = PARK_CONTACT_POINTS;
  return {
    "@context": "https://schema.org",
    "@type": ["TouristAttraction", "Campground"],
    name: i18n.t("brand.name"),
    description: i18n.t("brand.tagline"),
    url: pageUrl(HOME_PAGE.path, currentLanguage()),
    telephone: PARK_CONTACT_POINTS.phoneHref,
    email: PARK_CONTACT_POINTS.email,
    address: PARK_POSTAL_ADDRESS,
    geo: { "@type": "GeoCoordinates", latitude: coordinates.latitude, longitude: coordinates.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: EVERY_DAY,
        opens: openingHours.opens,
        closes: openingHours.closes,
      },
    ],
  };
}

/**
 * Where a product page sits, as search results show it under its title: the home page, its section (whose
 * path opens its first page) and the page itself. Null for a page outside the sections.
 */
export function breadcrumbStructuredData(routeId: string | undefined): StructuredData | null {
  const page = routeId ? sitePageById(routeId) : undefined;
  const section = page ? sectionOfPage(page.id) : undefined;
  if (!page || !section) return null;
  const language = currentLanguage();
  const crumbs = [
    { name: i18n.t("brand.name"), url: pageUrl(HOME_PAGE.path, language) },
    { name: i18n.t(`sections.${section.id}`), url: pageUrl(sectionLandingPath(section).slice(1), language) },
    { name: i18n.t(`pages.${page.id}`), url: pageUrl(page.path, language) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
