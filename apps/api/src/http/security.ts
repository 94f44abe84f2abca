import type { IncomingMessage } from "node:http";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { TrustProxySetting } from "../config.ts";
import { redisOrProcessStore } from "../infra/rate-limit-store.ts";
import { isApiPath } from "./api-paths.ts";
import { CSP_DIRECTIVES, DATA_CONTENT_SECURITY_POLICY } from "./content-security-policy.ts";
import { helmetHeaders } from "./security-headers.ts";

/** Security headers as [name, value] pairs, in the order they are written. */
export type SecurityHeaderList = readonly (readonly [string, string])[];

declare module "fastify" {
  interface FastifyInstance {
    /** The security headers an answer of this content type carries (registerSecurity). */
    securityHeadersFor(contentType: unknown): SecurityHeaderList;
  }
}

/**
 * Fastify's trustProxy for the TRUST_PROXY setting. Fastify refuses a bare hop count (it cannot tell a
 * direct client's forged header from a proxy's), so a count becomes "trust the nearest N addresses", which
 * is right when the API can only be reached through those proxies.
 */
export function trustProxyOption(
  setting: TrustProxySetting,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}

/** Replies given the security headers of the type they stand for before they are sent (setSecurityHeaders). */
const secured = new WeakSet<FastifyReply>();

/**
 * Sets the security headers of `contentType` the reply has not set, and keeps the hook from adding
 * others as it leaves: a prepared answer's 304 has no type of its own, yet carries the set of the bytes
 * it stands for.
 */
export function setSecurityHeaders(reply: FastifyReply, contentType: string | undefined): void {
  for (const [name, value] of reply.server.securityHeadersFor(contentType)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  secured.add(reply);
}

const isJson = (contentType: unknown): boolean =>
  typeof contentType === "string" && contentType.startsWith("application/json");

/**
 * The headers of answers that are data (docs/hot-path.md), as OWASP's REST security sheet lists them: no
 * sniffing into a script or page, no framing, not readable by other sites' pages, HTTPS only. Helmet's
 * other headers (the site's policy with its Stripe and Maps frames, opener and referrer policies, legacy
 * IE switches) act only on documents a browser renders, and a JSON answer is never one.
 */
function dataHeaders(documentHeaders: Readonly<Record<string, string>>): SecurityHeaderList {
  return Object.entries({
    "content-security-policy": DATA_CONTENT_SECURITY_POLICY,
    "cross-origin-resource-policy": "same-origin",
    "strict-transport-security": documentHeaders["strict-transport-security"] as string,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
  });
}

/**
 * Helmet's headers on pages, files and documents (the site's content security policy), the data set on
 * JSON answers; a generous per-address limit on API calls (RATE_LIMIT_PER_MINUTE, default 1000) where
 * routes that hand out credentials or guessable codes set stricter ones. Reading the web's files and pages
 * is not limited: one page view loads dozens of them, they cost almost nothing, and a test run or a
 * school's shared address would otherwise hit the limit. The address is the client's own only when
 * TRUST_PROXY says which proxies to believe; otherwise every visitor behind a load balancer would share
 * the balancer's limit.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: {
    ratePerMinute: number;
    redis?: Redis;
    /** The client's address of a raw request, as `request.ip` reads it (client-address.ts). */
    clientAddress: (request: IncomingMessage) => string;
  },
): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([k, v]) => [k, [...v]])),
    },
    // Cross-origin isolation would block the Stripe and Google Maps frames the site embeds.
    crossOriginEmbedderPolicy: false,
  });
  const documents = Object.entries(headers);
  const data = dataHeaders(headers);
  const securityHeadersFor = (contentType: unknown) => (isJson(contentType) ? data : documents);
  app.decorate("securityHeadersFor", securityHeadersFor);
  // Added as the answer leaves, where the route has not set its own (a page's CSP): answers written
  // directly (direct-send.ts) add the same list themselves, without copying it onto every reply first.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (secured.has(reply)) return done(null, payload);
    for (const [name, value] of securityHeadersFor(reply.getHeader("content-type"))) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
  await app.register(rateLimit, {
    global: true,
    max: options.ratePerMinute,
    timeWindow: "1 minute",
    // The limit and what is left of it are told when a call is refused (with Retry-After), not on every
    // answer: no client of this API paces itself by them, and on a guessable code's route they would
    // count down the guesses left for whoever is guessing.
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    allowList: (request) =>
      (request.method === "GET" || request.method === "HEAD") && !isApiPath(request.url),
    // With REDIS_URL every process counts in the same place (route limits and promotion-code guesses too),
    // and each on its own while Redis is away.
    ...(options.redis ? { store: redisOrProcessStore(options.redis) } : {}),
  });
  if (app.answerCache) countCachedAnswers(app, app.answerCache, options.clientAddress);
}

/**
 * The answer cache writes a kept answer before Fastify makes a request object, so it counts the call here,
 * in the limit's own counters and under the key its hook uses: a cached read counts like any other call,
 * and one over the limit goes on to Fastify, which refuses it as usual. The plugin's check reads of a
 * request only what is given here: its address (the default key), the route's config (no group of its
 * own) and what allowList reads (method and URL).
 */
function countCachedAnswers(
  app: FastifyInstance,
  answerCache: NonNullable<FastifyInstance["answerCache"]>,
  clientAddress: (request: IncomingMessage) => string,
): void {
  const check = app.createRateLimit();
  answerCache.countCallsWith(async (raw) => {
    const request = {
      ip: clientAddress(raw),
      method: raw.method,
      url: raw.url,
      routeOptions: { config: {} },
    };
    const limit = await check(request as unknown as FastifyRequest);
    return limit.isAllowed || !limit.isExceeded;
  });
}
