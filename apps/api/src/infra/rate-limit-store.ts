import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/** Prefix of the rate-limit counters in Redis, so they never clash with anything else kept there. */
export const RATE_LIMIT_NAMESPACE = "park:rate-limit:";

/**
 * The Redis connection through which API processes share their rate-limit counts (REDIS_URL, DESIGN.md §10),
 * or undefined to keep them in each process. A call must not wait while Redis is away: without a connection
 * a command fails at once (no offline queue), and the limiter then lets the call through (skipOnError) rather
 * than refuse every visitor because of the counters' store. An outage is logged once, not at every retry.
 */
export function openRateLimitRedis(url: string | undefined, log: FastifyBaseLogger): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 1_000,
    enableAutoPipelining: true,
  });
  let down = false;
  redis.on("error", (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, "Redis for the rate limits is unreachable; calls are not limited until it is back");
  });
  redis.on("ready", () => {
    if (down) log.info("Redis for the rate limits is back");
    down = false;
  });
  return redis;
}
