import { createHash } from "node:crypto";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuote } from "./helpers/ecommerce-test-app.ts";
import {
  buildPaymentTestApp,
  CONTACT,
  type PaymentTestApp,
  pay,
  paymentBody,
} from "./helpers/payment-test-app.ts";
import { buildTestApp } from "./helpers/test-app.ts";
import { buildWebBuildApp, type WebBuildApp } from "./helpers/web-build-app.ts";

/**
 * DESIGN.md §9 as a visitor's browser meets it: the whole header set on a page and on an API answer, CORS
 * closed to other sites, and order look-ups that show no more of the buyer than the confirmation page does.
 * (docs-and-security.test.ts checks single directives and the limits' sizes; this file checks them whole.)
 */

const BOOT_SCRIPT = "window.__boot = 1;";
const PAGE = `<!DOCTYPE html><html><head><script>${BOOT_SCRIPT}</script></head><body>Parque</body></html>`;

/** Every directive, in the order the app sends them: only the site and what it embeds (maps, Stripe). */
const POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  "frame-src 'self' https://www.google.com https://maps.google.com https://js.stripe.com https://hooks.stripe.com",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "script-src-attr 'none'",
];

/** helmet's other headers on pages (and the web's files). */
const HELMET_HEADERS = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/**
 * What an API answer (JSON) carries instead (docs/hot-path.md): a policy under which nothing loads and no
 * page frames it, no sniffing, HTTPS only, not readable by other sites' pages.
 */
const DATA_POLICY = ["default-src 'none'", "frame-ancestors 'none'"];
const DATA_HEADERS = {
  "cross-origin-resource-policy": "same-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};

/** Helmet's document headers an API answer does not carry. */
const DOCUMENT_ONLY = [
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

const directivesOf = (header: unknown) =>
  String(header)
    .split(";")
    .map((d) => d.trim());

let t: WebBuildApp;
beforeAll(async () => {
  t = await buildWebBuildApp({ "index.html": PAGE });
});
afterAll(() => t.close());

describe("security headers, whole", () => {
  it("the home page allows only the site, what it embeds and its own inline script by hash", async () => {
    const response = await t.app.inject("/");
    expect(response.statusCode).toBe(200);
    const hash = createHash("sha256").update(BOOT_SCRIPT).digest("base64");
    const expected = POLICY.map((d) => (d.startsWith("script-src ") ? `${d} 'sha256-${hash}'` : d));
    expect(directivesOf(response.headers["content-security-policy"])).toEqual(expected);
    expect(response.headers).toMatchObject(HELMET_HEADERS);
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("an API answer, and an API error, carry the data policy and headers, not the page's", async () => {
    for (const url of ["/api/core/clock", "/api/no-such-thing"]) {
      const response = await t.app.inject(url);
      expect(directivesOf(response.headers["content-security-policy"]), url).toEqual(DATA_POLICY);
      expect(response.headers, url).toMatchObject(DATA_HEADERS);
      for (const name of DOCUMENT_ONLY) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      expect(response.headers["x-powered-by"], url).toBeUndefined();
    }
  });

  it("a catalog read, written straight from its prepared bytes, carries them too, and so does its 304", async () => {
    const url = "/api/catalog/visit-prices-per-year/2027";
    const read = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
    const notModified = await t.app.inject({ url, headers: { "if-none-match": String(read.headers.etag) } });
    expect([read.statusCode, notModified.statusCode]).toEqual([200, 304]);
    for (const response of [read, notModified]) {
      expect(directivesOf(response.headers["content-security-policy"])).toEqual(DATA_POLICY);
      expect(response.headers).toMatchObject(DATA_HEADERS);
      for (const name of DOCUMENT_ONLY) expect(response.headers[name], name).toBeUndefined();
    }
  });
});

describe("CORS", () => {
  it("a preflight from another site gets no permission to call the API", async () => {
    const response = await t.app.inject({
      method: "OPTIONS",
      url: "/api/ecommerce/quotes/",
      headers: {
        origin: "https://evil.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    for (const name of Object.keys(response.headers)) expect(name).not.toMatch(/^access-control-/);
  });

  it("a simple call from another site is answered without allow-origin, so its page cannot read it", async () => {
    const response = await t.app.inject({
      url: "/api/core/banners",
      headers: { origin: "https://evil.example" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });
});

describe("rate limits", () => {
  it("order look-ups by code stop after 30 a minute from one address, in the error format and both languages", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await t.app.inject({
        url: `/api/ecommerce/payment/quotes/code/GUESS${i}`,
        remoteAddress: "198.51.100.7",
      });
      statuses.push(response.statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([404]));
    const messages: string[] = [];
    for (const language of ["es", "en"]) {
      const refused = await t.app.inject({
        url: "/api/ecommerce/payment/quotes/code/GUESS31",
        remoteAddress: "198.51.100.7",
        headers: { "accept-language": language },
      });
      expect(refused.statusCode).toBe(429);
      // Refused before any route ran, it still carries the data policy and headers.
      expect(directivesOf(refused.headers["content-security-policy"])).toEqual(DATA_POLICY);
      expect(refused.headers).toMatchObject(DATA_HEADERS);
      const body = refused.json<{ error: string; message: string }>();
      expect(body).toEqual({ error: "too_many_requests", message: expect.stringMatching(/\S/) });
      messages.push(body.message);
    }
    expect(messages[0]).not.toBe(messages[1]);
    // Another address is not affected.
    const other = await t.app.inject({
      url: "/api/ecommerce/payment/quotes/code/GUESS0",
      remoteAddress: "198.51.100.8",
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("order look-ups reveal no more than the confirmation page shows", { timeout: 60_000 }, () => {
  const BUYER = {
    ...CONTACT,
    name: "ana",
    lastname: "zubizarreta",
    email: "ana.zubizarreta@example.com",
    phoneNumber: "(646) 987-6543",
    city: "Maneadero",
  };
  const PRIVATE = [
    "zubizarreta",
    "ana.zubizarreta@example.com",
    "987-6543",
    "9876543",
    "Maneadero",
    "22790",
    "Privada",
  ];
  let paid: PaymentTestApp;
  let quote: QuoteDto;
  beforeAll(async () => {
    paid = await buildPaymentTestApp();
    quote = await createQuote(paid.app, {
      arrivalDate: "2026-12-09",
      departureDate: "2026-12-10",
      numberOfPersons: 2,
      arrivalTime: "DAY",
      stayType: "CAMPING_PASS",
    });
    const { status, body } = await pay(
      paid.app,
      paymentBody(quote, { contact: BUYER, zipCode: "22790", cardOwner: "Ana Zubizarreta Privada" }),
    );
    expect(status).toBe(200);
    expect(body.quote.status).toBe("PAID");
  });
  afterAll(() => paid.close());

  it("by code, by id and the vehicle check answer only the first name, the card's brand and last four", async () => {
    const urls = [
      `/api/ecommerce/quotes/code/${quote.code}`,
      `/api/ecommerce/payment/quotes/code/${quote.code}`,
      `/api/ecommerce/quotes/${quote.id}`,
      `/api/ecommerce/entry/exist/${quote.code}`,
    ];
    for (const url of urls) {
      // A stranger's call: no token, from another address.
      const response = await paid.app.inject({ url, remoteAddress: "192.0.2.44" });
      expect(response.statusCode, url).toBe(200);
      for (const secret of PRIVATE) expect(response.body, `${url} leaks ${secret}`).not.toContain(secret);
      expect(response.body, url).not.toContain("pm_card_visa");
      expect(response.body, url).not.toMatch(/pi_[A-Za-z0-9]{8,}/);
    }
    const byCode = (
      await paid.app.inject({
        url: `/api/ecommerce/payment/quotes/code/${quote.code}`,
        remoteAddress: "192.0.2.44",
      })
    ).json<QuoteDto>();
    expect(byCode.contact).toEqual({ name: "Ana" });
    expect(byCode.payment).toMatchObject({ cardBrand: "visa", last4: "4242" });
  });
});

describe("rate limits shared through Redis (REDIS_URL)", () => {
  it("still answers, unlimited rather than refused, while Redis cannot be reached", async () => {
    const unreachable = await buildTestApp({ REDIS_URL: "redis://127.0.0.1:9/0" });
    try {
      const response = await unreachable.app.inject("/api/core/clock");
      expect(response.statusCode).toBe(200);
      const token = await unreachable.app.inject({ method: "POST", url: "/auth/visitor" });
      expect(token.statusCode).toBe(200);
    } finally {
      await unreachable.close();
    }
  });
});
