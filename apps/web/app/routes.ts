import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { OTHER_PAGES, PRODUCT_SECTIONS } from "../src/shared/routing/site-pages.ts";

// Pages whose feature is not built yet share the coming-soon module; a feature replaces its entry here.
const COMING_SOON = "routes/coming-soon.tsx";
/** Every product, lodging and service page shares one module; each page's texts and pictures load apart. */
const PRODUCT_PAGE = "routes/product-page.tsx";
/** Pages of the route table whose feature is built, by route id. */
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

export default [
  index("routes/home.tsx", { id: "homepage" }),
  ...PRODUCT_SECTIONS.flatMap((section) => [
    route(section.path, "routes/section-redirect.tsx", { id: `${section.path}.redirect` }),
    ...section.pages.map((page) => route(page.path, PRODUCT_PAGE, { id: page.id })),
  ]),
  ...OTHER_PAGES.map((page) => route(page.path, PAGE_MODULES[page.id] ?? COMING_SOON, { id: page.id })),
  route("*", "routes/catch-all.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
