import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

function callFrom(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    url: "/api/core/maintenance",
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
}

describe("RATE_LIMIT_PER_MINUTE and TRUST_PROXY", () => {
  let direct: TestApp;
  let behindBalancer: TestApp;
  beforeAll(async () => {
    [direct, behindBalancer] = await Promise.all([
      buildTestApp({ RATE_LIMIT_PER_MINUTE: "3" }),
      buildTestApp({ RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "1" }),
    ]);
  });
  afterAll(() => Promise.all([direct.close(), behindBalancer.close()]));

  it("limits each address to the configured calls a minute, ignoring X-Forwarded-For by default", async () => {
    const statuses = [];
    for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"]) {
      statuses.push((await callFrom(direct, "10.0.0.5", client)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = await callFrom(direct, "10.0.0.6");
    expect(other.statusCode).toBe(200);
  });

  it("tells the limit and when to retry when it refuses, and nothing while it answers", async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await callFrom(direct, "10.0.0.9"));
    for (const answer of answers.slice(0, 3)) {
      expect(answer.statusCode).toBe(200);
      expect(Object.keys(answer.headers).filter((name) => name.startsWith("x-ratelimit"))).toEqual([]);
    }
    const refused = answers[3];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.headers).toMatchObject({ "x-ratelimit-limit": "3", "x-ratelimit-remaining": "0" });
    expect(refused?.headers["retry-after"]).toMatch(/^\d+$/);
  });

  it("counts catalog reads and their 304 answers like any call, then refuses in the error format", async () => {
    const year = "/api/catalog/visit-prices-per-year/2027";
    const from = (url: string, headers: Record<string, string> = {}) =>
      direct.app.inject({ url, remoteAddress: "10.0.0.7", headers });
    const read = await from(year);
    const notModified = await from(year, { "if-none-match": String(read.headers.etag) });
    const countries = await from("/api/catalog/country");
    // The third call of the minute is the last one allowed: the read and its 304 counted.
    expect([read, notModified, countries].map((r) => r.statusCode)).toEqual([200, 304, 200]);
    const refused = await from(year, { "accept-language": "en" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: "too_many_requests", message: expect.stringMatching(/\S/) });
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.headers.etag).toBeUndefined();
  });

  it("counts an API call whose path is percent-encoded, as the router reads it", async () => {
    const from = (url: string) => direct.app.inject({ url, remoteAddress: "10.0.0.8" });
    const statuses = [];
    for (const url of ["/%61pi/catalog/country", "/api/catalog/country", "/%61pi/catalog/country"]) {
      statuses.push((await from(url)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
    expect((await from("/%61pi/catalog/country")).statusCode).toBe(429);
  });

  it("behind a trusted load balancer, counts each client address on its own", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await callFrom(behindBalancer, "10.0.0.5", "203.0.113.1")).statusCode).toBe(200);
    }
    expect((await callFrom(behindBalancer, "10.0.0.5", "203.0.113.1")).statusCode).toBe(429);
    // Same balancer, another visitor: a fresh allowance.
    expect((await callFrom(behindBalancer, "10.0.0.5", "203.0.113.2")).statusCode).toBe(200);
  });
});
