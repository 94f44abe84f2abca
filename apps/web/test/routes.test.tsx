import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import routes from "../app/routes.ts";
import { isTranslatedPath, localizedPath } from "../src/shared/routing/page-language.ts";
import { serverRoutes } from "../src/shared/routing/server-routes.ts";
import { PRERENDERED_PATHS } from "../src/shared/routing/site-pages.ts";
import { fakeApi, renderSite } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

/** 001 §2 route table, written out from the spec, plus the cart and payment paths of 000 §2. */
const SPEC_PATHS = [
  "/",
  "/product-earth",
  ...[
    "camping",
    "cabins",
    "rv-park",
    "live-music",
    "horseback-riding",
    "atv-track",
    "sport-areas",
    "flag-viewpoint",
    "echo-viewpoint",
    "farm",
  ].map((slug) => `/product-earth/${slug}`),
  "/product-water",
  ...[
    "wave-adventure",
    "interactive-fountain",
    "pirate-fountain",
    "diving-board-pool",
    "super-water-slide",
    "pedal-boats",
    "waterfalls-pool",
    "lake",
  ].map((slug) => `/product-water/${slug}`),
  "/product-air",
  ...["canopy-tour", "zip-lines", "suspension-bridges", "safety"].map((slug) => `/product-air/${slug}`),
  "/product-lodging",
  ...["camping", "basic-cabins", "lake-village", "superior-cabins", "indian-village"].map(
    (slug) => `/product-lodging/${slug}`,
  ),
  "/product-services",
  ...["restaurant", "grocery-store", "atv-rentals"].map((slug) => `/product-services/${slug}`),
  "/prices",
  "/events",
  "/faq",
  "/terms",
  "/privacy-notice",
  "/contact",
  "/directions",
  "/careers",
  "/careers/job-details/:id",
  "/careers/job-details/:id/apply",
  "/order/:code",
  "/cart",
  "/checkout/contact-payment",
];

const INFO_PATHS = SPEC_PATHS.filter(
  (path) =>
    !path.includes(":") &&
    !["/cart", "/checkout/contact-payment"].includes(path) &&
    !/^\/product-[a-z]+$/.test(path),
);

/** Every path the table matches: an optional segment (`en?/prices`) matches with it and without it. */
function routePaths(): string[] {
  return routes.flatMap((route) => {
    const path = route.path ?? "";
    const optional = /^([a-z]+)\?(\/|$)/.exec(path);
    if (!optional) return [`/${path}`];
    const rest = path.slice(optional[0].length);
    return [`/${rest}`, `/${optional[1]}${rest ? `/${rest}` : ""}`];
  });
}

beforeEach(async () => {
  await resetSite();
  fakeApi();
});

describe("route table", () => {
  it("has every path of the spec, the cart and the payment page, and a catch-all", () => {
    const paths = routePaths();
    for (const path of SPEC_PATHS) expect(paths, path).toContain(path);
    expect(paths).toContain("/*");
    // The staff office (issue 14), all of it under one lazy route.
    expect(paths).toContain("/office/*");
    // Each information page, section path and vacancy also at its English address (decisions 0059, 0060).
    const english = SPEC_PATHS.filter((path) => isTranslatedPath(path));
    for (const path of english) expect(paths, path).toContain(localizedPath(path, "en"));
    expect(english.length).toBe(INFO_PATHS.length + 5 + 1);
    expect(paths).toContain("/en/careers/job-details/:id");
    expect(paths).not.toContain("/en/careers/job-details/:id/apply");
    expect(paths.length).toBe(SPEC_PATHS.length + english.length + 2);
  });

  it("tells the server every path it routes (server-routes.ts): pages, and the section paths as redirects", () => {
    const table = serverRoutes("https://www.example.com");
    const served = [...table.pages, ...Object.keys(table.redirects)].sort();
    expect(served).toEqual(
      routePaths()
        .filter((path) => path !== "/*")
        .sort(),
    );
    expect(table.redirects["/product-earth"]).toBe("/product-earth/camping");
    expect(table.redirects["/en/product-earth"]).toBe("/en/product-earth/camping");
  });

  it("prerenders exactly the information pages", () => {
    expect([...PRERENDERED_PATHS].sort()).toEqual([...INFO_PATHS].sort());
  });

  it("sends an unknown path to the homepage", async () => {
    renderSite("/no/such/page");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Campamento y parque acuático en Ensenada" }),
    ).toBeInTheDocument();
  });

  it.each([
    ["/product-earth", "Campamento"],
    ["/product-water", "Aventura de olas"],
    ["/product-air", "Canopy tour"],
    ["/product-lodging", "Campamento"],
    ["/product-services", "Restaurante"],
  ])("opens the first page of the section %s", async (path, title) => {
    renderSite(path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
  });
});
