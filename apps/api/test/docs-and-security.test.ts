import { describe, expect, it } from "vitest";
import { t, useAppFile } from "./helpers/app-file.ts";

useAppFile();

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
};
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

const ROUTES = [
  ["get", "/api/catalog/visit-prices"],
  ["get", "/api/catalog/visit-prices/no-prices"],
  ["get", "/api/catalog/visit-prices/{date}"],
  ["get", "/api/catalog/visit-prices-per-year/{year}"],
  ["get", "/api/catalog/activity-prices"],
  ["get", "/api/catalog/activity-prices/date/{date}"],
  ["get", "/api/catalog/country"],
  ["get", "/api/catalog/vehicle/property"],
  ["get", "/api/core/banners"],
  ["get", "/api/core/exchange-rate"],
  ["get", "/api/core/origin"],
  ["get", "/api/core/clock"],
  ["get", "/api/core/maintenance"],
  ["post", "/auth/visitor"],
  ["get", "/auth/visitor/session"],
  ["get", "/health"],
] as const;

describe("OpenAPI at /api/docs", () => {
  it("documents every route with a summary, tags and its answers", async () => {
    const response = await t.app.inject("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const spec = response.json<OpenApi>();
    expect(spec.openapi).toBe("3.1.0");
    for (const [method, path] of ROUTES) {
      const operation = spec.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.summary, path).toEqual(expect.any(String));
      expect(operation?.tags?.length, path).toBe(1);
      expect(Object.keys(operation?.responses ?? {}), path).toContain("200");
    }
    expect(Object.keys(spec.paths).filter((p) => p.startsWith("/api/docs"))).toEqual([]);
  });

  it("describes the answers the spec leaves unshown", async () => {
    const spec = (await t.app.inject("/api/docs/json")).json<OpenApi>();
    expect(spec.paths["/api/catalog/visit-prices/{date}"]?.get?.description).toContain(
      "activity price period",
    );
    expect(spec.paths["/api/core/origin"]?.get?.description).toContain("at most 10");
    expect(spec.paths["/auth/visitor"]?.post?.description).toContain("401");
    expect(Object.keys(spec.paths["/api/catalog/visit-prices"]?.get?.responses ?? {})).toContain("400");
  });

  it("serves the interactive documentation", async () => {
    const response = await t.app.inject("/api/docs/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });
});

describe("security headers", () => {
  it("an API answer is data: its policy lets nothing load in it and no page frame it", async () => {
    const response = await t.app.inject("/api/core/clock");
    const directives = String(response.headers["content-security-policy"])
      .split(";")
      .map((d) => d.trim());
    expect(directives).toEqual(["default-src 'none'", "frame-ancestors 'none'"]);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("applies a generous rate limit to API calls and a stricter one to visitor tokens", async () => {
    const from = { remoteAddress: "198.51.100.30" };
    const tokens = [];
    for (let i = 0; i < 21; i++) {
      tokens.push(await t.app.inject({ method: "POST", url: "/auth/visitor", ...from }));
    }
    expect(tokens.slice(0, 20).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(tokens[20]?.statusCode).toBe(429);
    expect(tokens[20]?.headers["x-ratelimit-limit"]).toBe("20");
    const reads = [];
    for (let i = 0; i < 1001; i++)
      reads.push((await t.app.inject({ url: "/api/core/clock", ...from })).statusCode);
    expect(reads.filter((status) => status === 200)).toHaveLength(1000);
    expect(reads[1000]).toBe(429);
  });
});
