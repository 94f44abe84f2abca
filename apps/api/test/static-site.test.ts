import { createHash } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "./helpers/test-app.ts";
import { buildWebBuildApp, type WebBuildApp } from "./helpers/web-build-app.ts";

const BOOT_SCRIPT = 'window.__reactRouterContext = {"isSpaMode":true};';
const INDEX_HTML = `<!DOCTYPE html><html><head><script>${BOOT_SCRIPT}</script><script type="module" src="/assets/entry-abc123.js"></script></head><body>home</body></html>`;
const FALLBACK_HTML = "<!DOCTYPE html><html><body>spa fallback</body></html>";
const PRICES_HTML = "<!DOCTYPE html><html><body>prerendered prices</body></html>";

let t: WebBuildApp;

beforeAll(async () => {
  t = await buildWebBuildApp({
    "index.html": INDEX_HTML,
    "__spa-fallback.html": FALLBACK_HTML,
    "prices/index.html": PRICES_HTML,
    "assets/entry-abc123.js": "console.info('hi')",
    "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    ".env": "SECRET=1",
  });
});
afterAll(() => t.close());

describe("serving the built web", () => {
  it("serves index.html at / without caching, with a CSP that allows exactly its inline script", async () => {
    const response = await t.app.inject("/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const hash = createHash("sha256").update(BOOT_SCRIPT).digest("base64");
    const directives = String(response.headers["content-security-policy"]).split("; ");
    // Inline scripts run because of their hash, never because of 'unsafe-inline'.
    expect(directives).toContain(`script-src 'self' https://js.stripe.com 'sha256-${hash}'`);
  });

  it("serves a prerendered page for its path, with or without the trailing slash", async () => {
    for (const url of ["/prices", "/prices/", "/prices?year=2026"]) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PRICES_HTML);
    }
  });

  it("serves the SPA fallback for client routes without a prerendered page", async () => {
    for (const url of ["/cart", "/order/ABCDEFGHJK", "/careers/job-details/3/apply"]) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(FALLBACK_HTML);
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("falls back to index.html when there is no SPA fallback file", async () => {
    rmSync(join(t.webDir, "__spa-fallback.html"));
    try {
      expect((await t.app.inject("/checkout/contact-payment")).body).toBe(INDEX_HTML);
    } finally {
      writeFileSync(join(t.webDir, "__spa-fallback.html"), FALLBACK_HTML);
    }
  });

  it("serves hashed assets with long cache headers and other files with a short one", async () => {
    const asset = await t.app.inject("/assets/entry-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await t.app.inject("/favicon.svg");
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("does not count the web's files and pages against the API rate limit", async () => {
    const limited = await buildTestApp({ WEB_DIR: t.webDir, RATE_LIMIT_PER_MINUTE: "2" });
    try {
      const from = (url: string) => limited.app.inject({ url, remoteAddress: "198.51.100.20" });
      for (let i = 0; i < 4; i++) {
        for (const url of ["/assets/entry-abc123.js", "/prices", "/"]) {
          expect((await from(url)).statusCode, url).toBe(200);
        }
      }
      const calls = [];
      for (let i = 0; i < 3; i++) calls.push((await from("/api/core/clock")).statusCode);
      expect(calls).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it("answers 404 for a missing asset instead of a page", async () => {
    const response = await t.app.inject("/assets/missing-123.js");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("not_found");
  });

  it("never serves dotfiles or files outside the build", async () => {
    expect((await t.app.inject("/.env")).body).not.toContain("SECRET");
    for (const url of ["/../package.json", "/%2e%2e/package.json", "/prices/%2e%2e/%2e%2e/package.json"]) {
      const response = await t.app.inject(url);
      expect(response.body).not.toContain("@park/api");
    }
  });
});

describe("unknown API paths answer JSON 404", () => {
  it.each(["/api/nothing", "/api/catalog/unknown", "/auth/unknown", "/api"])("GET %s", async (url) => {
    const es = await t.app.inject(url);
    expect(es.statusCode).toBe(404);
    expect(es.json()).toEqual({ error: "not_found", message: "No encontramos lo que busca" });
    const en = await t.app.inject({ url, headers: { "accept-language": "en" } });
    expect(en.json()).toEqual({ error: "not_found", message: "We could not find what you are looking for" });
  });

  it("answers JSON 404 to other methods on page paths", async () => {
    const response = await t.app.inject({ method: "POST", url: "/prices" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("not_found");
  });
});

describe("without a web build", () => {
  it("starts, serves the API and answers JSON 404 for pages", async () => {
    const apiOnly = await buildTestApp({ WEB_DIR: join(t.webDir, "does-not-exist") });
    try {
      expect((await apiOnly.app.inject("/api/core/maintenance")).statusCode).toBe(200);
      const page = await apiOnly.app.inject("/prices");
      expect(page.statusCode).toBe(404);
      expect(page.json().error).toBe("not_found");
    } finally {
      await apiOnly.close();
    }
  });
});
