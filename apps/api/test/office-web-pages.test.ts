import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWebBuildApp, type WebBuildApp } from "./helpers/web-build-app.ts";

/*
 * The office's HTML as the API serves the built web (static-site.ts): the SPA fallback, like every client
 * route, but with X-Robots-Tag so no search engine indexes a staff page (issue 14 item 1: noindex).
 */
const FALLBACK_HTML = "<!DOCTYPE html><html><body>spa fallback</body></html>";

let t: WebBuildApp;

beforeAll(async () => {
  t = await buildWebBuildApp({
    "index.html": "<!DOCTYPE html><html><body>home</body></html>",
    "__spa-fallback.html": FALLBACK_HTML,
    "prices/index.html": "<!DOCTYPE html><html><body>prices</body></html>",
  });
});
afterAll(() => t.close());

describe("the office's pages tell search engines to stay out", () => {
  const officePaths = [
    "/office",
    "/office/",
    "/office/orders",
    "/office/orders/5b0c6f1e-3c1a-4f59-9d1e-2b7f7a1f9a10?tab=refunds",
    "/office/gate",
    "/office/prices/calendar",
    "/Office/Gate",
  ];

  it("answers X-Robots-Tag: noindex, nofollow with the HTML of every /office path", async () => {
    for (const url of officePaths) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(FALLBACK_HTML);
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
    }
  });

  it("also on HEAD and on a 304 revalidation", async () => {
    const head = await t.app.inject({ method: "HEAD", url: "/office/orders" });
    expect(head.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const first = await t.app.inject("/office/today");
    const again = await t.app.inject({
      url: "/office/today",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("leaves the visitors' pages indexable, also those that merely start with the word", async () => {
    for (const url of ["/", "/prices", "/cart", "/officers", "/offices/1", "/en/prices"]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["x-robots-tag"], url).toBeUndefined();
    }
  });
});
