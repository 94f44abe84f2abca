/**
 * Every page of the site (001 §2 route table, plus the cart and payment pages of 000 §2).
 * `id` is the spec's route name and also the React Router route id, so layout rules written in the
 * spec's words ("hidden on shopping-cart, order.details and contact-payment") read the same in code.
 * Its title text lives in the locales under `pages.<id>`.
 */
export interface SitePage {
  id: string;
  /** Path as React Router writes it, without the leading slash ("" is the homepage). */
  path: string;
  /** Static information page: prerendered to HTML at build time. */
  prerender: boolean;
  /**
   * A page whose content is the visitor's own (their quote): only its frame (header, title, what it shows
   * while its data loads) is prerendered, so it paints before its JavaScript runs (decision 0057).
   */
  frame?: true;
  /**
   * A page not prerendered that still has an address per language (page-language.ts): a vacancy, whose
   * HTML the API writes with its title and description (decision 0060).
   */
  translated?: true;
}

export interface ProductSection {
  /** Key of the section's name in the locales (`sections.<id>`). */
  id: "earth" | "water" | "air" | "lodging" | "services";
  /** The section path itself only redirects to its first page. */
  path: string;
  pages: readonly SitePage[];
}

function sectionPages(prefix: string, pages: ReadonlyArray<readonly [slug: string, id: string]>): SitePage[] {
  return pages.map(([slug, id]) => ({ id, path: `${prefix}/${slug}`, prerender: true }));
}

export const PRODUCT_SECTIONS: readonly ProductSection[] = [
  {
    id: "earth",
    path: "product-earth",
    pages: sectionPages("product-earth", [
      ["camping", "product.earth.camping"],
      ["cabins", "product.earth.cabins"],
      ["rv-park", "product.earth.rv-park"],
      ["live-music", "product.earth.live-music"],
      ["horseback-riding", "product.earth.horseback-riding"],
      ["atv-track", "product.earth.atv-track"],
      ["sport-areas", "product.earth.sport-areas"],
      ["flag-viewpoint", "product.earth.flag-viewpoint"],
      ["echo-viewpoint", "product.earth.echo-viewpoint"],
      ["farm", "product.earth.farm"],
    ]),
  },
  {
    id: "water",
    path: "product-water",
    pages: sectionPages("product-water", [
      ["wave-adventure", "product.water.wave-adventure"],
      ["interactive-fountain", "product.water.interactive-fountain"],
      ["pirate-fountain", "product.water.pirate-fountain"],
      ["diving-board-pool", "product.water.diving-board-pool"],
      ["super-water-slide", "product.water.super-water-slide"],
      ["pedal-boats", "product.water.pedal-boats"],
      ["waterfalls-pool", "product.water.waterfalls-pool"],
      ["lake", "product.water.lake"],
    ]),
  },
  {
    id: "air",
    path: "product-air",
    pages: sectionPages("product-air", [
      ["canopy-tour", "product.air.canopy-tour"],
      ["zip-lines", "product.air.zip-lines"],
      ["suspension-bridges", "product.air.suspension-bridges"],
      ["safety", "product.air.safety"],
    ]),
  },
  {
    id: "lodging",
    path: "product-lodging",
    pages: sectionPages("product-lodging", [
      ["camping", "lodging.camping"],
      ["basic-cabins", "lodging.cabins.ecotouristic"],
      ["lake-village", "lodging.cabins.lake"],
      ["superior-cabins", "lodging.cabins.superior"],
      ["indian-village", "lodging.indian-village"],
    ]),
  },
  {
    id: "services",
    path: "product-services",
    pages: sectionPages("product-services", [
      ["restaurant", "services.restaurant"],
      ["grocery-store", "services.grocery"],
      ["atv-rentals", "services.atv-rentals"],
    ]),
  },
];

export const HOME_PAGE: SitePage = { id: "homepage", path: "", prerender: true };

/** Pages outside the product sections, in the order of the route table. */
export const OTHER_PAGES: readonly SitePage[] = [
  { id: "prices", path: "prices", prerender: true },
  { id: "events", path: "events", prerender: true },
  { id: "faq", path: "faq", prerender: true },
  { id: "terms", path: "terms", prerender: true },
  { id: "privacy", path: "privacy-notice", prerender: true },
  { id: "contact", path: "contact", prerender: true },
  { id: "directions", path: "directions", prerender: true },
  { id: "careers", path: "careers", prerender: true },
  { id: "job-details", path: "careers/job-details/:id", prerender: false, translated: true },
  { id: "job-application", path: "careers/job-details/:id/apply", prerender: false },
  { id: "order.details", path: "order/:code", prerender: false },
  { id: "shopping-cart", path: "cart", prerender: false, frame: true },
  { id: "contact-payment", path: "checkout/contact-payment", prerender: false, frame: true },
];

export const SITE_PAGES: readonly SitePage[] = [
  HOME_PAGE,
  ...PRODUCT_SECTIONS.flatMap((section) => section.pages),
  ...OTHER_PAGES,
];

export const PRERENDERED_PATHS: readonly string[] = SITE_PAGES.filter((page) => page.prerender).map(
  (page) => `/${page.path}`,
);

/** The pages whose frame alone is prerendered; they are no information pages (no sitemap, no canonical). */
export const FRAME_PATHS: readonly string[] = SITE_PAGES.filter((page) => page.frame).map(
  (page) => `/${page.path}`,
);

export function sitePageById(id: string): SitePage | undefined {
  return SITE_PAGES.find((page) => page.id === id);
}

/** The section a page belongs to, for the section menus of product pages. */
export function sectionOfPage(id: string): ProductSection | undefined {
  return PRODUCT_SECTIONS.find((section) => section.pages.some((page) => page.id === id));
}

export function sectionByPath(pathname: string): ProductSection | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, "");
  return PRODUCT_SECTIONS.find((section) => section.path === path);
}

/** Where the section's see-more links go: its first page (the section path only redirects there). */
export function sectionLandingPath(section: ProductSection): string {
  const first = section.pages[0];
  return first ? `/${first.path}` : "/";
}

/** Route ids on which the layout hides the footer (001 §2 Layout extras). */
export const ROUTES_WITHOUT_FOOTER: ReadonlySet<string> = new Set([
  "shopping-cart",
  "order.details",
  "contact-payment",
]);

/** The careers routes, where the chat widget is hidden. */
export const CAREERS_ROUTES: ReadonlySet<string> = new Set(["careers", "job-details", "job-application"]);
