import { createRequire } from "node:module";
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/** Prefix of the rate-limit counters in Redis, so they never clash with anything else kept there. */
export const RATE_LIMIT_NAMESPACE = "park:rate-limit:";

/** How long a count may take in Redis before the call is counted in the process instead (Redis hung). */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * The Redis connection through which API processes share their rate-limit counts (REDIS_URL, DESIGN.md §10),
 * or undefined to keep them in each process. A call must not wait while Redis is away: without a connection
 * a command fails at once (no offline queue, no retry of a command the lost connection took with it, a
 * timeout for a Redis that stopped answering), and the store below then counts in the process. The client
 * reconnects for ever, at most every 2 s, so the counts go back to Redis when it returns. An outage is
 * logged once, not at every retry.
 */
export function openRateLimitRedis(url: string | undefined, log: FastifyBaseLogger): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 1_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    enableAutoPipelining: true,
  });
  let down = false;
  redis.on("error", (err: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err },
      "Redis for the rate limits is unreachable; each process counts on its own until it is back",
    );
  });
  redis.on("ready", () => {
    if (down) log.info("Redis for the rate limits is back");
    down = false;
  });
  return redis;
}

type Count = { current: number; ttl: number };
type CountCallback = (error: Error | null, result?: Count) => void;
/** The plugin's stores: `read` counts nothing (a check of what is left), `incr` counts a call. */
type CounterStore = FastifyRateLimitStore & {
  read(key: string, callback: CountCallback, timeWindow: number, max: number): void;
};

// The plugin's own two stores, so that counts kept in the process while Redis is away follow the same
// window rules as those in Redis. The package lists no exports, so they are required by their paths.
const require = createRequire(import.meta.url);
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => CounterStore;
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => CounterStore;

/**
 * Counts in Redis while it answers and in the process while it does not (issue 31 item 6): an outage
 * turns the shared limits into per-process ones instead of lifting them or failing calls. A count Redis
 * refuses or loses is made in the process, so no call waits for Redis to come back.
 */
class RedisOrProcessStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: CounterStore,
    private readonly local: CounterStore,
  ) {}

  incr(key: string, callback: CountCallback, timeWindow: number, max: number): void {
    this.count("incr", key, callback, timeWindow, max);
  }

  read(key: string, callback: CountCallback, timeWindow: number, max: number): void {
    this.count("read", key, callback, timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): RedisOrProcessStore {
    return new RedisOrProcessStore(
      this.redis,
      this.shared.child(routeOptions) as CounterStore,
      this.local.child(routeOptions) as CounterStore,
    );
  }

  private count(
    method: "incr" | "read",
    key: string,
    callback: CountCallback,
    timeWindow: number,
    max: number,
  ): void {
    if (this.redis.status !== "ready") {
      this.local[method](key, callback, timeWindow, max);
      return;
    }
    this.shared[method](
      key,
      (error, result) =>
        error ? this.local[method](key, callback, timeWindow, max) : callback(null, result),
      timeWindow,
      max,
    );
  }
}

/** The rate-limit plugin's `store` option for counts shared through `redis`, kept in the process while it is away. */
export function redisOrProcessStore(redis: Redis): FastifyRateLimitStoreCtor {
  return class extends RedisOrProcessStore {
    // The plugin hands the store its settings, which its types leave empty (FastifyRateLimitOptions).
    constructor(
      options: FastifyRateLimitOptions & Pick<RateLimitOptions, "continueExceeding" | "exponentialBackoff">,
    ) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, RATE_LIMIT_NAMESPACE),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
