import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { TrustProxySetting } from "../config.ts";
import { RATE_LIMIT_NAMESPACE } from "../infra/rate-limit-store.ts";
import { isApiPath } from "./api-paths.ts";
import { CSP_DIRECTIVES } from "./content-security-policy.ts";
import { helmetHeaders } from "./security-headers.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The helmet headers every answer carries, as [name, value] pairs (registerSecurity). */
    securityHeaders: readonly (readonly [string, string])[];
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

/**
 * Generous per-address limit on API calls (RATE_LIMIT_PER_MINUTE, default 1000); routes that hand out
 * credentials or guessable codes set stricter ones. Reading the web's files and pages is not limited: one
 * page view loads dozens of them, they cost almost nothing, and a test run or a school's shared address
 * would otherwise hit the limit. The address is the client's own only when TRUST_PROXY says which proxies
 * to believe; otherwise every visitor behind a load balancer would share the balancer's limit.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { ratePerMinute: number; redis?: Redis },
): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([k, v]) => [k, [...v]])),
    },
    // Cross-origin isolation would block the Stripe and Google Maps frames the site embeds.
    crossOriginEmbedderPolicy: false,
  });
  // Added as the answer leaves, where the route has not set its own (a page's CSP): answers written
  // directly (direct-send.ts) add the same list themselves, without copying it onto every reply first.
  const list = Object.entries(headers);
  app.decorate("securityHeaders", list);
  app.addHook("onSend", (_request, reply, payload, done) => {
    for (const [name, value] of list) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
  await app.register(rateLimit, {
    global: true,
    max: options.ratePerMinute,
    timeWindow: "1 minute",
    allowList: (request) =>
      (request.method === "GET" || request.method === "HEAD") && !isApiPath(request.url),
    // With REDIS_URL every process counts in the same place (route limits and promotion-code guesses too).
    ...(options.redis ? { redis: options.redis, nameSpace: RATE_LIMIT_NAMESPACE, skipOnError: true } : {}),
  });
}
