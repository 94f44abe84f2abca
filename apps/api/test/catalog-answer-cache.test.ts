import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withDayPassRaised } from "./helpers/raised-price.ts";
import { type RawAnswer, rawCall } from "./helpers/raw-call.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

/**
 * Catalog reads asked again over a socket are answered by the answer cache (docs/hot-path.md), before the
 * router: they must be the app's own answers, current, in the caller's language and counted by the limit.
 * `inject` goes straight to the app, so it gives the answer to compare with.
 */

const YEAR = "/api/catalog/visit-prices-per-year/2027";
const COUNTRIES = "/api/catalog/country";

let t: TestApp;
let limited: TestApp;
let behindBalancer: TestApp;

async function listening(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
}

const base = new Map<TestApp, string>();
const call = (app: TestApp, path: string, headers: Record<string, string> = {}) =>
  rawCall(`${base.get(app)}${path}`, { headers });

beforeAll(async () => {
  [t, limited, behindBalancer] = await Promise.all([
    buildTestApp(),
    buildTestApp({ RATE_LIMIT_PER_MINUTE: "3" }),
    buildTestApp({ RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "1" }),
  ]);
  for (const app of [t, limited, behindBalancer]) base.set(app, await listening(app));
});
afterAll(() => Promise.all([t, limited, behindBalancer].map((app) => app.close())));

/** The answer's header lines, lower-cased and sorted, without those of the connection and the date. */
function headerLines(headers: Record<string, unknown>): string[] {
  return Object.entries(headers)
    .filter(([name]) => !["date", "connection", "keep-alive"].includes(name.toLowerCase()))
    .map(([name, value]) => `${name.toLowerCase()}: ${String(value)}`)
    .sort();
}

function socketHeaders(answer: RawAnswer): Record<string, string> {
  return Object.fromEntries(
    answer.head.map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
  );
}

async function sameAsTheApp(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  await call(t, path, headers);
  const again = await call(t, path, headers);
  const injected = await t.app.inject({ url: path, headers });
  expect(again.status).toBe(injected.statusCode);
  expect(headerLines(socketHeaders(again))).toEqual(headerLines(injected.headers));
  expect(again.body.equals(injected.rawPayload)).toBe(true);
  return again;
}

describe("catalog reads asked again over a socket", () => {
  it("are the app's own answers, in each encoding and as a 304", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const answer = await sameAsTheApp(YEAR, { "accept-encoding": encoding });
      expect(answer.status).toBe(200);
      const etag = socketHeaders(answer).etag as string;
      const notModified = await sameAsTheApp(YEAR, { "accept-encoding": encoding, "if-none-match": etag });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
    }
  });

  it("are in the language each caller asks for", async () => {
    const labels = [];
    for (const language of ["en", "es", "en", "es"]) {
      const answer = await sameAsTheApp(COUNTRIES, { "accept-language": language });
      labels.push(JSON.parse(answer.body.toString("utf8"))[0].label);
    }
    expect(labels).toEqual(["Mexico", "México", "Mexico", "México"]);
  });

  it("carry the new prices once the catalog has changed", async () => {
    const priceOn = async (date: string) => {
      const answer = await call(t, YEAR, { "accept-encoding": "br" });
      const days: { date: string; datePrices: { dayPassPrice: number } }[] = JSON.parse(
        brotliDecompressSync(answer.body).toString("utf8"),
      );
      return days.find((day) => day.date === date)?.datePrices.dayPassPrice;
    };
    const before = await priceOn("2027-03-10");
    expect(await priceOn("2027-03-10")).toBe(before);
    await withDayPassRaised(t, "2027-03-10", async (row) => {
      expect(before).toBe(row.dayPassPrice / 100);
      expect(await priceOn(row.date)).toBe(row.dayPassPrice / 100 + 100);
      expect(await priceOn(row.date)).toBe(row.dayPassPrice / 100 + 100);
    });
  });

  it("count against the rate limit like any call, and are refused in the error format past it", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(limited, YEAR)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await call(limited, YEAR);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body.toString("utf8"))).toEqual({
      error: "too_many_requests",
      message: expect.stringMatching(/\S/),
    });
    expect(socketHeaders(refused)["retry-after"]).toMatch(/^\d+$/);
  });

  it("behind a trusted load balancer, count each forwarded client on its own", async () => {
    const from = async (client: string) =>
      (await call(behindBalancer, COUNTRIES, { "x-forwarded-for": client })).status;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await from("203.0.113.1"));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await from("203.0.113.2")).toBe(200);
  });
});
