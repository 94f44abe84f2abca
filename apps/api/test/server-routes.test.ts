import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_ROUTES_FILE } from "../src/web/server-routes.ts";
import { buildWebBuildApp, type WebBuildApp } from "./helpers/web-build-app.ts";

// A build's route table as apps/web writes it (server-routes.ts), trimmed to one of each kind of path.
const ROUTES = {
  pages: ["/", "/prices", "/cart", "/order/:code", "/careers/job-details/:id/apply", "/office/*"],
  redirects: { "/product-water": "/product-water/wave-adventure" },
  languages: { prefixes: { es: "", en: "/en" }, paths: ["/", "/prices", "/product-water"] },
};

let t: WebBuildApp;

beforeAll(async () => {
  t = await buildWebBuildApp({
    "index.html": "<!DOCTYPE html><html><body>home</body></html>",
    "__spa-fallback.html": "<!DOCTYPE html><html><body>spa fallback</body></html>",
    "prices/index.html": "<!DOCTYPE html><html><body>prices</body></html>",
    [SERVER_ROUTES_FILE]: JSON.stringify(ROUTES),
  });
});
afterAll(() => t.close());

describe("paths without a prerendered page, by the build's route table", () => {
  it("serves the SPA fallback for the app's routes, parameters and the office's paths included", async () => {
    for (const url of [
      "/cart",
      "/order/ABCDEFGHJK",
      "/careers/job-details/3/apply",
      "/office",
      "/office/orders/7",
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("spa fallback");
    }
  });

  it("redirects a section path to its first page on the server, with its query", async () => {
    const response = await t.app.inject("/product-water?utm_source=whatsapp");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/product-water/wave-adventure?utm_source=whatsapp");
    expect((await t.app.inject("/product-water/")).headers.location).toBe("/product-water/wave-adventure");
  });

  it("moves an older ?lang= address of an information page for good to its language's own address", async () => {
    const moved: [url: string, location: string][] = [
      ["/prices?lang=en", "/en/prices"],
      ["/prices/?lang=en&utm_source=whatsapp", "/en/prices?utm_source=whatsapp"],
      ["/?lang=en", "/en"],
      ["/prices?lang=es", "/prices"],
      ["/product-water?lang=en", "/en/product-water"],
    ];
    for (const [url, location] of moved) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    // A page with one address, and a language the site does not speak, are not moved.
    expect((await t.app.inject("/cart?lang=en")).statusCode).toBe(200);
    expect((await t.app.inject("/prices?lang=fr")).statusCode).toBe(200);
  });

  it("redirects a path no route has to the homepage (001 §2), never answering it with 200", async () => {
    const unknown: [url: string, location: string][] = [
      ["/no/such/page", "/"],
      ["/order", "/"],
      ["/order/ABC/extra", "/"],
      ["/careers/job-details/3/apply/more?lang=en", "/?lang=en"],
      ["/en/no/such/page", "/"],
    ];
    for (const [url, location] of unknown) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(location);
    }
    const head = await t.app.inject({ method: "HEAD", url: "/no/such/page" });
    expect(head.statusCode).toBe(302);
  });

  it("answers 404 for a file the build does not have", async () => {
    for (const url of ["/favicon.ico", "/wp-login.php", "/old/picture.png"]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it("follows a new build's table without a restart", async () => {
    expect((await t.app.inject("/new-page")).statusCode).toBe(302);
    // A new modification time, even on a file system that keeps whole milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const table = { ...ROUTES, pages: [...ROUTES.pages, "/new-page"] };
    writeFileSync(`${t.webDir}/${SERVER_ROUTES_FILE}`, JSON.stringify(table));
    expect((await t.app.inject("/new-page")).statusCode).toBe(200);
  });
});
