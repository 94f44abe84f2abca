import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { CSP_DIRECTIVES } from "../web/content-security-policy.ts";
import { isApiPath } from "./api-paths.ts";

/**
 * Generous per-address limit on API calls; routes that hand out credentials or guessable codes set
 * stricter ones. Reading the web's files and pages is not limited: one page view loads dozens of them,
 * they cost almost nothing, and a test run or a school's shared address would otherwise hit the limit.
 */
export const GLOBAL_RATE_LIMIT = { max: 1000, timeWindow: "1 minute" } as const;

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([k, v]) => [k, [...v]])),
    },
    // Cross-origin isolation would block the Stripe and Google Maps frames the site embeds.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: true,
    ...GLOBAL_RATE_LIMIT,
    allowList: (request) =>
      (request.method === "GET" || request.method === "HEAD") && !isApiPath(request.url),
  });
}
