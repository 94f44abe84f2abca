import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadTokenSecret } from "../src/infra/token-secret.ts";
import {
  createVisitorTokenService,
  VISITOR_RENEWAL_WINDOW_SECONDS,
} from "../src/modules/auth/visitor/service.ts";
import { t, useAppFile } from "./helpers/app-file.ts";
import { buildTestApp, getJson, PINNED_NOW } from "./helpers/test-app.ts";

useAppFile();

async function issueToken(): Promise<{ token: string; expiresIn: number }> {
  const response = await t.app.inject({ method: "POST", url: "/auth/visitor" });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function session(token?: string, language?: string) {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.authorization = token;
  if (language) headers["accept-language"] = language;
  return t.app.inject({ method: "GET", url: "/auth/visitor/session", headers });
}

describe("POST /auth/visitor", () => {
  it("issues a signed token valid for 2 hours", async () => {
    const { token, expiresIn } = await issueToken();
    expect(expiresIn).toBe(7200);
    expect(token.split(".")).toHaveLength(3);
    const header = JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString());
    expect(header).toEqual({ alg: "HS256" });
  });

  it("gives each visitor a different identity", async () => {
    const a = (await session(`Bearer ${(await issueToken()).token}`)).json();
    const b = (await session(`Bearer ${(await issueToken()).token}`)).json();
    expect(a.visitorId).not.toBe(b.visitorId);
  });

  it("accepts a JSON content type with an empty body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/auth/visitor",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("requireVisitor on a secure call", () => {
  it("lets a valid bearer token through and says until when it is valid", async () => {
    const { token } = await issueToken();
    const response = await session(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    const expected = new Date(Math.floor(new Date(PINNED_NOW).getTime() / 1000) * 1000 + 7200_000);
    expect(response.json()).toEqual({ visitorId: expect.any(String), expiresAt: expected.toISOString() });
  });

  it("answers 401 JSON without a token, in the visitor's language", async () => {
    const es = await session();
    expect(es.statusCode).toBe(401);
    expect(es.headers["www-authenticate"]).toBe('Bearer realm="visitor"');
    expect(es.json()).toEqual({
      error: "unauthorized",
      message: "Su sesión no es válida o expiró; recargue la página",
    });
    const en = await session(undefined, "en");
    expect(en.json()).toEqual({
      error: "unauthorized",
      message: "Your session is not valid or has expired; please reload the page",
    });
  });

  it("answers 401 for malformed, forged and foreign tokens", async () => {
    const { token } = await issueToken();
    const [header, payload] = token.split(".");
    const forgedSignature = `${header}.${payload}.${"A".repeat(43)}`;
    const otherKey = await createVisitorTokenService({
      secret: new TextEncoder().encode("another-secret-of-a-different-install!!"),
      clock: () => new Date(PINNED_NOW),
    }).issue();
    for (const value of [
      "Bearer",
      "Bearer not-a-jwt",
      token,
      `Basic ${token}`,
      `Bearer ${forgedSignature}`,
      `Bearer ${otherKey.token}`,
    ]) {
      expect((await session(value)).statusCode).toBe(401);
    }
  });

  it("answers 401 once the token has expired", async () => {
    const secret = new TextEncoder().encode(t.config.tokenSecret);
    const threeHoursAgo = new Date(new Date(PINNED_NOW).getTime() - 3 * 3600_000);
    const old = await createVisitorTokenService({ secret, clock: () => threeHoursAgo }).issue();
    expect((await session(`Bearer ${old.token}`)).statusCode).toBe(401);
    const oneHourAgo = new Date(new Date(PINNED_NOW).getTime() - 3600_000);
    const recent = await createVisitorTokenService({ secret, clock: () => oneHourAgo }).issue();
    expect((await session(`Bearer ${recent.token}`)).statusCode).toBe(200);
  });

  it("stops accepting a token it verified before, once the token has expired", async () => {
    const secret = new TextEncoder().encode(t.config.tokenSecret);
    let now = new Date(PINNED_NOW).getTime();
    const tokens = createVisitorTokenService({ secret, clock: () => new Date(now) });
    const { token, expiresIn } = await tokens.issue();
    const visitor = await tokens.verify(token);
    expect(visitor?.id).toEqual(expect.any(String));
    now += (expiresIn - 1) * 1000;
    expect(await tokens.verify(token)).toEqual(visitor);
    now += 1000;
    expect(await tokens.verify(token)).toBeUndefined();
    // Still its visitor's to renew: only the call's acceptance ended.
    expect(await tokens.renew(token)).toMatchObject({ expiresIn });
  });
});

/** The visitor a token names (its `sub`), read without checking it: for tokens past their expiry. */
function subjectOf(token: string): string {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub;
}

function renew(authorization?: string, remoteAddress?: string) {
  return t.app.inject({
    method: "POST",
    url: "/auth/visitor/renew",
    headers: authorization === undefined ? {} : { authorization },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A token of this app's secret issued `secondsAgo` before the pinned now (so it expired 2 h after that). */
function tokenIssuedAgo(secondsAgo: number) {
  const issuedAt = new Date(new Date(PINNED_NOW).getTime() - secondsAgo * 1000);
  const secret = new TextEncoder().encode(t.config.tokenSecret);
  return createVisitorTokenService({ secret, clock: () => issuedAt }).issue();
}

describe("POST /auth/visitor/renew", () => {
  it("answers a fresh 2-hour token for the same visitor while the old one is valid", async () => {
    const { token } = await issueToken();
    const response = await renew(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    const renewed = response.json<{ token: string; expiresIn: number }>();
    expect(renewed.expiresIn).toBe(7200);
    const before = (await session(`Bearer ${token}`)).json();
    const after = (await session(`Bearer ${renewed.token}`)).json();
    expect(after.visitorId).toBe(before.visitorId);
  });

  it("renews a token that expired less than the renewal window ago, for the same visitor", async () => {
    const expiredDaysAgo = VISITOR_RENEWAL_WINDOW_SECONDS - 24 * 3600;
    const old = await tokenIssuedAgo(2 * 3600 + expiredDaysAgo);
    expect((await session(`Bearer ${old.token}`)).statusCode).toBe(401);
    const response = await renew(`Bearer ${old.token}`);
    expect(response.statusCode).toBe(200);
    const renewed = response.json<{ token: string }>().token;
    const now = await session(`Bearer ${renewed}`);
    expect(now.statusCode).toBe(200);
    expect(now.json().visitorId).toBe(subjectOf(old.token));
  });

  it("refuses with 401 a token that expired longer ago than the window (30 days)", async () => {
    expect(VISITOR_RENEWAL_WINDOW_SECONDS).toBe(30 * 24 * 3600);
    const old = await tokenIssuedAgo(2 * 3600 + VISITOR_RENEWAL_WINDOW_SECONDS + 60);
    const response = await renew(`Bearer ${old.token}`);
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toBe('Bearer realm="visitor"');
    expect(response.json().error).toBe("unauthorized");
  });

  it("refuses with 401 a missing, malformed or forged token", async () => {
    const { token } = await issueToken();
    const [header, payload] = token.split(".");
    const otherKey = await createVisitorTokenService({
      secret: new TextEncoder().encode("another-secret-of-a-different-install!!"),
      clock: () => new Date(PINNED_NOW),
    }).issue();
    for (const value of [
      undefined,
      "Bearer not-a-jwt",
      `Bearer ${header}.${payload}.${"A".repeat(43)}`,
      `Bearer ${otherKey.token}`,
    ]) {
      const response = await renew(value);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: "unauthorized",
        message: "Su sesión no es válida o expiró; recargue la página",
      });
    }
  });

  it("is rate limited like POST /auth/visitor: 20 a minute from one address", async () => {
    const { token } = await issueToken();
    for (let i = 0; i < 20; i++) expect((await renew(`Bearer ${token}`, "203.0.113.9")).statusCode).toBe(200);
    expect((await renew(`Bearer ${token}`, "203.0.113.9")).statusCode).toBe(429);
  });
});

describe("the token secret", () => {
  it("is generated once into DATA_DIR/token-secret when TOKEN_SECRET is not set", () => {
    const dir = mkdtempSync(join(tmpdir(), "park-secret-"));
    try {
      const first = loadTokenSecret(undefined, join(dir, "nested"));
      const file = join(dir, "nested", "token-secret");
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, "utf8").length).toBeGreaterThanOrEqual(64);
      expect(loadTokenSecret(undefined, join(dir, "nested"))).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("comes from TOKEN_SECRET when set", () => {
    expect(new TextDecoder().decode(loadTokenSecret("x".repeat(40), "/nonexistent"))).toBe("x".repeat(40));
  });

  it("is generated by an app started without TOKEN_SECRET, and its tokens work", async () => {
    const generated = await buildTestApp({ TOKEN_SECRET: undefined });
    try {
      expect(existsSync(join(generated.config.dataDir, "token-secret"))).toBe(true);
      const { token } = (await generated.app.inject({ method: "POST", url: "/auth/visitor" })).json();
      const response = await generated.app.inject({
        url: "/auth/visitor/session",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await generated.close();
    }
  });
});

describe("rate limit of POST /auth/visitor", () => {
  it("refuses more than 20 tokens a minute from one address with 429 JSON", async () => {
    const limited = await buildTestApp();
    try {
      const post = () =>
        limited.app.inject({
          method: "POST",
          url: "/auth/visitor",
          remoteAddress: "203.0.113.7",
          headers: { "accept-language": "en" },
        });
      for (let i = 0; i < 20; i++) expect((await post()).statusCode).toBe(200);
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: "too_many_requests",
        message: "Too many requests, please try again in a moment",
      });
      expect(refused.headers["retry-after"]).toBeDefined();
      // Other calls and other addresses are not affected.
      expect((await getJson(limited.app, "/api/core/clock")).status).toBe(200);
      const other = await limited.app.inject({
        method: "POST",
        url: "/auth/visitor",
        remoteAddress: "203.0.113.8",
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
