import { execFileSync } from "node:child_process";
import { existsSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWebBuildApp, type WebBuildApp } from "./helpers/web-build-app.ts";

const PRECOMPRESS_SCRIPT = fileURLToPath(new URL("../../web/scripts/precompress.mjs", import.meta.url));

// Big enough to be worth compressing (over 1 KB), like every real page and chunk.
const filler = (word: string) => Array.from({ length: 200 }, (_, i) => `${word} ${i}`).join(" ");
const BOOT_SCRIPT = 'window.__reactRouterContext = {"isSpaMode":true};';
const PRICES_HTML = `<!DOCTYPE html><html><head><script>${BOOT_SCRIPT}</script></head><body><p>${filler("precios")}</p></body></html>`;
const INDEX_HTML = `<!DOCTYPE html><html><body><p>${filler("inicio")}</p></body></html>`;
const CHUNK = `export const words = ${JSON.stringify(filler("chunk"))};`;
const SMALL_ICON = "<svg xmlns='http://www.w3.org/2000/svg'/>";

let t: WebBuildApp;

beforeAll(async () => {
  const files = {
    "index.html": INDEX_HTML,
    "prices/index.html": PRICES_HTML,
    "assets/chunk-abc123.js": CHUNK,
    "favicon.svg": SMALL_ICON,
  };
  // The web build's own post-build step.
  t = await buildWebBuildApp(files, (webDir) => execFileSync(process.execPath, [PRECOMPRESS_SCRIPT, webDir]));
});
afterAll(() => t.close());

function get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: "GET", url, headers });
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString("utf8");
  expect(encoding).toBeUndefined();
  return response.body;
}

describe("the build's compressed copies", () => {
  it("are written beside every text file over 1 KB, and not for tiny ones", () => {
    for (const file of ["index.html", "prices/index.html", "assets/chunk-abc123.js"]) {
      expect(existsSync(join(t.webDir, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(t.webDir, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(join(t.webDir, "favicon.svg.br"))).toBe(false);
  });
});

describe("serving the built files compressed", () => {
  it("sends a hashed chunk as brotli when accepted, gzip when only that is, and as is otherwise", async () => {
    const br = await get("/assets/chunk-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(br.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(br.rawPayload.length).toBeLessThan(CHUNK.length / 3);
    expect(decoded(br)).toBe(CHUNK);

    const gzip = await get("/assets/chunk-abc123.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(CHUNK);

    const plain = await get("/assets/chunk-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(String(plain.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(plain.body).toBe(CHUNK);
  });

  it("sends a tiny file as it is", async () => {
    const icon = await get("/favicon.svg", { "accept-encoding": "br, gzip" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-encoding"]).toBeUndefined();
    expect(icon.body).toBe(SMALL_ICON);
  });
});

describe("serving the pages compressed, with ETags", () => {
  it("sends a prerendered page in the accepted encoding with its CSP and a strong ETag", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["", undefined],
    ] as const) {
      const response = await get("/prices", accept ? { "accept-encoding": accept } : {});
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(String(response.headers["content-security-policy"])).toContain("'sha256-");
      expect(String(response.headers.etag)).toMatch(/^"[^"]+"$/);
      expect(decoded(response), accept).toBe(PRICES_HTML);
    }
  });

  it("answers 304 to a browser revalidating the page it holds, and 200 with the new page after a rebuild", async () => {
    const first = await get("/prices", { "accept-encoding": "gzip" });
    const etag = String(first.headers.etag);
    const revalidated = await get("/prices", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    // The home page is another page: another tag.
    expect((await get("/", { "if-none-match": etag })).statusCode).toBe(200);

    const rebuilt = PRICES_HTML.replace("precios 0", "precios nuevos");
    const file = join(t.webDir, "prices", "index.html");
    writeFileSync(file, rebuilt);
    // A later mtime than the stale compressed copies, as a rebuild without them would leave.
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const after = await get("/prices", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(decoded(after)).toBe(rebuilt);
  });
});
