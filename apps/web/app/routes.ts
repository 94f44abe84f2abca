import { type RouteConfig, route } from "@react-router/dev/routes";
import { routePathInEveryLanguage } from "../src/shared/routing/page-language.ts";
import { OFFICE_ROUTE_PATH } from "../src/shared/routing/server-routes.ts";
import { OTHER_PAGES, PRODUCT_SECTIONS, type SitePage } from "../src/shared/routing/site-pages.ts";

/** Every product, lodging and service page shares one module; each page's texts and pictures load apart. */
const PRODUCT_PAGE = "routes/product-page.tsx";
/** The module of every other page of the route table, by route id. */
const PAGE_MODULES: Readonly<Record<string, string>> = {
  "shopping-cart": "routes/cart.tsx",
  "contact-payment": "routes/checkout-contact-payment.tsx",
  "order.details": "routes/order.tsx",
  prices: "routes/prices.tsx",
  events: "routes/events.tsx",
  faq: "routes/faq.tsx",
  terms: "routes/terms.tsx",
  privacy: "routes/privacy.tsx",
  contact: "routes/contact.tsx",
  directions: "routes/directions.tsx",
  careers: "routes/careers.tsx",
  "job-details": "routes/job-details.tsx",
  "job-application": "routes/job-application.tsx",
};

/** An information page or a vacancy matches at its address in each language (page-language.ts); others at their one. */
function pagePath(page: SitePage): string {
  return page.prerender || page.translated ? routePathInEveryLanguage(page.path) : page.path;
}

function pageModule(id: string): string {
  const module = PAGE_MODULES[id];
  if (module === undefined) throw new Error(`No route module for the page ${id}`);
  return module;
}

export default [
  route(routePathInEveryLanguage(""), "routes/home.tsx", { id: "homepage" }),
  ...PRODUCT_SECTIONS.flatMap((section) => [
    route(routePathInEveryLanguage(section.path), "routes/section-redirect.tsx", {
      id: `${section.path}.redirect`,
    }),
    ...section.pages.map((page) => route(pagePath(page), PRODUCT_PAGE, { id: page.id })),
  ]),
  ...OTHER_PAGES.map((page) => route(pagePath(page), pageModule(page.id), { id: page.id })),
  // The staff office (issue 14): one lazy route of its own, not prerendered, so not in the sitemap either.
  route(OFFICE_ROUTE_PATH, "routes/office.tsx", { id: "office" }),
  route("*", "routes/catch-all.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
