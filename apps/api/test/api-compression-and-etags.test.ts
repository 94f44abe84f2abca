import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import Fastify, { type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners } from "../src/db/schema/banners.ts";
import { registerCompression } from "../src/http/compression.ts";
import { withDayPassRaised } from "./helpers/raised-price.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

const YEAR = "/api/catalog/visit-prices-per-year/2027";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: "GET", url, headers });
}

/** The answer's bytes as the client reads them, whatever content encoding they came in. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(raw).toString("utf8");
  if (encoding === "gzip") return gunzipSync(raw).toString("utf8");
  expect(encoding).toBeUndefined();
  return raw.toString("utf8");
}

describe("API answers above 1 KB are compressed", () => {
  it("sends the OpenAPI document gzip or brotli compressed as accepted, and as is otherwise", async () => {
    const plain = await get("/api/docs/json");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzip = await get("/api/docs/json", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(String(gzip.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(gzip))).toEqual(plain.json());

    const br = await get("/api/docs/json", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decoded(br))).toEqual(plain.json());
  });

  it("leaves already compressed types (PDF, PNG) as they are", async () => {
    // The app has no binary route today (summaries travel as base64 in JSON); a route added later gets this.
    const app = Fastify();
    await registerCompression(app);
    const bytes = Buffer.alloc(4096, 7);
    app.get("/file.pdf", (_request, reply) => reply.type("application/pdf").send(bytes));
    app.get("/picture.png", (_request, reply) => reply.type("image/png").send(bytes));
    app.get("/text", (_request, reply) => reply.type("text/plain").send(bytes.toString("latin1")));
    try {
      for (const url of ["/file.pdf", "/picture.png"]) {
        const response = await app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
        expect(response.headers["content-encoding"], url).toBeUndefined();
        expect(response.rawPayload.equals(bytes), url).toBe(true);
      }
      const text = await app.inject({ url: "/text", headers: { "accept-encoding": "br, gzip" } });
      expect(text.headers["content-encoding"]).toBe("br");
    } finally {
      await app.close();
    }
  });

  it("leaves answers under 1 KB as they are", async () => {
    const clock = await get("/api/core/clock", { "accept-encoding": "gzip, br" });
    expect(clock.statusCode).toBe(200);
    expect(clock.rawPayload.length).toBeLessThan(1024);
    expect(clock.headers["content-encoding"]).toBeUndefined();
  });
});

describe("catalog reads: prepared once, compressed, revalidated with ETags", () => {
  it("sends the year's prices in the accepted encoding with the same bytes once decoded", async () => {
    const plain = await get(YEAR);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("no-cache");
    const days = plain.json<{ date: string }[]>();
    expect(days.length).toBeGreaterThan(100);
    expect(days[0]?.date.startsWith("2027-")).toBe(true);

    for (const [accept, encoding] of [
      ["gzip", "gzip"],
      ["br;q=1, gzip;q=0.5", "br"],
      ["gzip, deflate, br, zstd", "br"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const response = await get(YEAR, { "accept-encoding": accept });
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(String(response.headers.vary)).toContain("Accept-Encoding");
      expect(decoded(response), accept).toBe(plain.body);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    }
  });

  it("answers 304 without a body to a client that holds the same bytes, and 200 to others", async () => {
    const first = await get(YEAR, { "accept-encoding": "gzip" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix

    const again = await get(YEAR, { "accept-encoding": "gzip", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe("no-cache");

    const listed = await get(YEAR, { "if-none-match": `"something-else", W/${etag}` });
    expect(listed.statusCode).toBe(304);

    const stale = await get(YEAR, { "accept-encoding": "gzip", "if-none-match": '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(decoded(stale)).toBe(decoded(first));

    // Another year is another answer: its own ETag.
    const otherYear = await get("/api/catalog/visit-prices-per-year/2026", { "if-none-match": etag });
    expect(otherYear.statusCode).toBe(200);
    expect(otherYear.headers.etag).not.toBe(etag);
  });

  it("keeps the ETag across a reload of unchanged data and changes it when the prices change", async () => {
    const before = await get(YEAR);
    const etag = String(before.headers.etag);

    t.app.catalog.invalidate();
    expect((await get(YEAR, { "if-none-match": etag })).statusCode).toBe(304);

    await withDayPassRaised(t, "2027-03-10", async (row) => {
      const after = await get(YEAR, { "if-none-match": etag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      const day = after
        .json<{ date: string; datePrices: { dayPassPrice: number } }[]>()
        .find((d) => d.date === row.date);
      expect(day?.datePrices.dayPassPrice).toBe(row.dayPassPrice / 100 + 100);
      expect((await get(YEAR, { "if-none-match": String(after.headers.etag) })).statusCode).toBe(304);
    });
  });

  it("tags each language of the countries apart and says the answer varies with Accept-Language", async () => {
    const es = await get("/api/catalog/country", { "accept-language": "es", "accept-encoding": "br" });
    const en = await get("/api/catalog/country", { "accept-language": "en", "accept-encoding": "br" });
    expect(es.headers["content-encoding"]).toBe("br");
    expect(es.headers.vary).toBe("Accept-Encoding, Accept-Language");
    expect(es.headers.etag).not.toBe(en.headers.etag);
    expect(decoded(es)).not.toBe(decoded(en));
    expect(
      (
        await get("/api/catalog/country", {
          "accept-language": "en",
          "if-none-match": String(es.headers.etag),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await get("/api/catalog/country", {
          "accept-language": "en",
          "if-none-match": String(en.headers.etag),
        })
      ).statusCode,
    ).toBe(304);
  });

  it("prepares the range reads the calendars make the same way", async () => {
    for (const url of [
      "/api/catalog/visit-prices?startDate=2026-12-01&endDate=2027-02-28",
      "/api/catalog/visit-prices/no-prices?startDate=2026-12-01&endDate=2027-12-31",
      "/api/catalog/activity-prices?startDate=2026-01-01&endDate=2027-12-31",
      "/api/catalog/vehicle/property",
    ]) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      const etag = String(plain.headers.etag);
      expect(etag, url).toMatch(/^"[^"]+"$/);
      expect((await get(url, { "if-none-match": etag })).statusCode, url).toBe(304);
      const gzip = await get(url, { "accept-encoding": "gzip" });
      expect(decoded(gzip), url).toBe(plain.body);
    }
  });

  it("still validates the request and answers errors as JSON", async () => {
    const badYear = await get("/api/catalog/visit-prices-per-year/99", { "accept-encoding": "gzip" });
    expect(badYear.statusCode).toBe(400);
    expect(badYear.headers.etag).toBeUndefined();
    const closed = await get("/api/catalog/visit-prices/2020-01-01");
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toMatchObject({ dates: ["2020-01-01"] });
  });
});

describe("banners: read on every call, revalidated with an ETag", () => {
  it("answers 304 while the banners are unchanged and 200 with the new text once staff edit them", async () => {
    const first = await get("/api/core/banners");
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect((await get("/api/core/banners", { "if-none-match": etag })).statusCode).toBe(304);

    const [banner] = await t.db.select().from(banners).where(eq(banners.name, "BANNER_ES"));
    if (!banner) throw new Error("the seed has no Spanish banner");
    await t.db.update(banners).set({ content: "Cerrado por lluvia" }).where(eq(banners.name, "BANNER_ES"));
    try {
      const edited = await get("/api/core/banners", { "if-none-match": etag });
      expect(edited.statusCode).toBe(200);
      expect(edited.headers.etag).not.toBe(etag);
      expect(edited.json()).toContainEqual(
        expect.objectContaining({ name: "BANNER_ES", content: "Cerrado por lluvia" }),
      );
    } finally {
      await t.db.update(banners).set({ content: banner.content }).where(eq(banners.name, "BANNER_ES"));
    }
  });
});
