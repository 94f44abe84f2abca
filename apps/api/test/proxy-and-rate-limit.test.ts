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
    expect(other.headers["x-ratelimit-limit"]).toBe("3");
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
