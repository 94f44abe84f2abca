import type { RouteConfigEntry } from "@react-router/dev/routes";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createPortal } from "react-dom";
import { createRoutesStub, type MetaFunction } from "react-router";
import { vi } from "vitest";
import type { Banner } from "../app/layout/banner/use-banners.ts";
import { PageMeta } from "../app/layout/page-meta.tsx";
import App, { HydrateFallback } from "../app/root.tsx";
import * as careers from "../app/routes/careers.tsx";
import * as cart from "../app/routes/cart.tsx";
import * as catchAll from "../app/routes/catch-all.tsx";
import * as checkout from "../app/routes/checkout-contact-payment.tsx";
import * as contact from "../app/routes/contact.tsx";
import * as directions from "../app/routes/directions.tsx";
import * as events from "../app/routes/events.tsx";
import * as faq from "../app/routes/faq.tsx";
import * as home from "../app/routes/home.tsx";
import * as jobApplication from "../app/routes/job-application.tsx";
import * as jobDetails from "../app/routes/job-details.tsx";
import * as office from "../app/routes/office.tsx";
import * as order from "../app/routes/order.tsx";
import * as prices from "../app/routes/prices.tsx";
import * as privacy from "../app/routes/privacy.tsx";
import * as productPage from "../app/routes/product-page.tsx";
import * as sectionRedirect from "../app/routes/section-redirect.tsx";
import * as terms from "../app/routes/terms.tsx";
import routes from "../app/routes.ts";

interface RouteModule {
  default: ComponentType;
  meta?: MetaFunction;
  clientLoader?: (args: { request: Request }) => Response | Promise<Response>;
}

const MODULES: Record<string, RouteModule> = {
  "routes/cart.tsx": cart,
  "routes/checkout-contact-payment.tsx": checkout,
  "routes/home.tsx": home,
  "routes/order.tsx": order,
  "routes/office.tsx": office,
  "routes/section-redirect.tsx": sectionRedirect,
  "routes/catch-all.tsx": catchAll,
  "routes/events.tsx": events,
  "routes/contact.tsx": contact,
  "routes/directions.tsx": directions,
  "routes/prices.tsx": prices,
  "routes/faq.tsx": faq,
  "routes/terms.tsx": terms,
  "routes/privacy.tsx": privacy,
  "routes/product-page.tsx": productPage,
  "routes/careers.tsx": careers,
  "routes/job-details.tsx": jobDetails,
  "routes/job-application.tsx": jobApplication,
};

/** The real route table (app/routes.ts) with its real modules; client loaders run as loaders. */
function stubRoutes(entries: readonly RouteConfigEntry[]) {
  return entries.map((entry) => {
    const module = MODULES[entry.file];
    if (!module) throw new Error(`render-site.tsx does not know ${entry.file}: add it to MODULES`);
    return {
      id: entry.id,
      path: entry.path,
      index: entry.index,
      Component: module.default,
      meta: module.meta,
      loader: module.clientLoader,
    };
  });
}

export interface FakeApi {
  banners?: Banner[];
  maintenance?: boolean;
}

/** Fakes our API at the fetch edge; every call is recorded on the returned mock. */
export function fakeApi({ banners = [], maintenance = false }: FakeApi = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    if (url.startsWith("/api/core/banners")) return json(banners);
    if (url.startsWith("/api/core/maintenance")) return json({ maintenance });
    return json({ error: "not_found", message: "No encontrado" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The real root route (query client + layout) with the page titles <Layout> renders in <head>. */
function Root() {
  return (
    <>
      <PageMeta />
      <App />
    </>
  );
}

/**
 * The same, its titles put in <head> as in the browser (React 19 hoisted <title> there; Preact renders it
 * where it stands). Rendered in the DOM only: Preact's portal renders into its container even when the tree
 * is rendered to a string.
 */
function RootWithTitlesInHead() {
  return (
    <>
      {createPortal(<PageMeta />, document.head)}
      <App />
    </>
  );
}

/** The whole site (layout + routes) at `path`, as a React element. */
export function siteAt(path: string, titlesInHead = false) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: titlesInHead ? RootWithTitlesInHead : Root,
      HydrateFallback,
      children: stubRoutes(routes),
    },
  ]);
  return <Stub initialEntries={[path]} />;
}

/** Renders the whole site at `path`, the way the browser shows it after hydration. */
export function renderSite(path: string) {
  return render(siteAt(path, true));
}
