import { isIP } from "node:net";
import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod/mini";
import "./zod-english.ts";

/** Relative paths in the settings are taken from the repository root, wherever the process was started. */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** The sender of a development install (a production start refuses to run without MAIL_FROM). */
const DEVELOPMENT_MAIL_FROM = "Ensenada Park <no-reply@localhost>";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const optionalText = z.optional(z.string().check(z.trim()));

const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** TRUST_PROXY as Fastify's trustProxy takes it (a hop count is turned into a function by the app); null when invalid. */
function parseTrustProxy(value: string): TrustProxySetting | null {
  if (value === "true" || value === "false") return value === "true";
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 100 ? hops : null;
  }
  const entries = value.split(",").map((e) => e.trim());
  const valid = entries.every((entry) => {
    if (PROXY_NAMES.includes(entry)) return true;
    const [address = "", prefix, ...rest] = entry.split("/");
    return rest.length === 0 && isIP(address) !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
  });
  return valid ? entries : null;
}

const booleanText = z.pipe(
  z.optional(z.enum(["true", "false", "1", "0"], { error: "must be true or false" })),
  z.transform((v) => v === "true" || v === "1"),
);

const envSchema = z
  .object({
    PORT: z._default(
      z.coerce
        .number({ error: "must be a port number" })
        .check(
          z.int("must be a port number"),
          z.gte(0, "must be a port number"),
          z.lte(65535, "must be a port number"),
        ),
      3000,
    ),
    HOST: z._default(z.string().check(z.trim(), z.minLength(1)), "0.0.0.0"),
    DATA_DIR: z._default(z.string().check(z.trim(), z.minLength(1)), "./data"),
    DATABASE_URL: z.pipe(
      optionalText,
      z.optional(
        z.string().check(z.regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")),
      ),
    ),
    CLOCK_NOW: z.pipe(
      optionalText,
      z.optional(
        z.iso.datetime({ offset: true, error: "must be an ISO instant such as 2027-03-10T10:00:00-08:00" }),
      ),
    ),
    MAINTENANCE: booleanText,
    TOKEN_SECRET: z.pipe(
      optionalText,
      z.optional(z.string().check(z.minLength(32, "must be at least 32 characters"))),
    ),
    SMTP_URL: z.pipe(
      optionalText,
      z.optional(z.string().check(z.regex(/^smtps?:\/\//, "must start with smtp:// or smtps://"))),
    ),
    MAIL_FROM: z
      .pipe(optionalText, z.optional(z.string().check(z.minLength(3))))
      .check(z.describe("Sender of the e-mails to visitors, e.g. Ensenada Park <reservaciones@example.com>")),
    SITE_ORIGIN: z
      ._default(
        z
          .string()
          .check(
            z.trim(),
            z.regex(
              /^https?:\/\/[^/\s]+$/,
              "must be an origin like https://www.example.com (no path, no slash at the end)",
            ),
          ),
        "https://www.ensenadapark.com",
      )
      .check(z.describe("Where the site is published: the links of the confirmation e-mail point there")),
    HR_EMAIL: z
      ._default(z.email({ error: "must be an e-mail address" }), "rh@ensenadapark.com")
      .check(z.describe("The park's HR mailbox: job applications are e-mailed there")),
    STRIPE_SECRET_KEY: z.pipe(
      optionalText,
      z.optional(z.string().check(z.startsWith("sk_", "must start with sk_"))),
    ),
    STRIPE_PUBLISHABLE_KEY_MXN: z.pipe(
      optionalText,
      z.optional(z.string().check(z.startsWith("pk_", "must start with pk_"))),
    ),
    STRIPE_PUBLISHABLE_KEY_USD: z.pipe(
      optionalText,
      z.optional(z.string().check(z.startsWith("pk_", "must start with pk_"))),
    ),
    STRIPE_WEBHOOK_SECRET: z.pipe(
      optionalText,
      z
        .optional(z.string().check(z.startsWith("whsec_", "must start with whsec_")))
        .check(z.describe("The signing secret of the webhook endpoint at /api/ecommerce/payment/webhook.")),
    ),
    LOG_LEVEL: z._default(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }), "info"),
    WEB_DIR: z._default(z.string().check(z.trim(), z.minLength(1)), "apps/web/build/client"),
    TRUST_PROXY: z
      .pipe(
        z._default(z.string().check(z.trim()), "false"),
        z.transform((v, ctx) => {
          const setting = parseTrustProxy(v);
          if (setting === null) {
            ctx.issues.push({
              code: "custom",
              message:
                "must be true, false, a number of proxy hops (1 to 100) or a comma-separated list of proxy addresses or subnets",
              input: v,
            });
            return z.NEVER;
          }
          return setting;
        }),
      )
      .check(
        z.describe(
          "Whether to believe X-Forwarded-For for the client's address, which the rate limits key on. false " +
            "(default): clients connect directly. Behind a load balancer, its addresses or subnets " +
            "(10.0.0.0/8,loopback; safest), the number of proxies in front (1 for one load balancer), or true " +
            "(any). A hop count or true lets a client that reaches the API directly pick its own address.",
        ),
      ),
    RATE_LIMIT_PER_MINUTE: z
      ._default(
        z.coerce
          .number({ error: "must be a whole number of calls of at least 1" })
          .check(
            z.int("must be a whole number of calls of at least 1"),
            z.gte(1, "must be a whole number of calls of at least 1"),
          ),
        1000,
      )
      .check(
        z.describe(
          "Calls to /api and /auth each client address may make per minute (default 1000); routes for " +
            "credentials and guessable codes keep their own stricter limits.",
        ),
      ),
    REDIS_URL: z.pipe(
      optionalText,
      z.optional(z.string().check(z.regex(/^rediss?:\/\//, "must start with redis:// or rediss://"))),
    ),
    APP_MODE: z._default(
      z.enum(["production", "development"], { error: "must be production or development" }),
      "development",
    ),
    HOT_PATH: z
      ._default(z.enum(["on", "off"], { error: "must be on or off" }), "on")
      .check(
        z.describe(
          "on (default): the pieces of src/hot-path that exist only for speed serve the API (docs/hot-path.md). " +
            "off: the plain path (Fastify's router, Drizzle, PGlite in the API's thread) serves everything, with " +
            "the same answers; to rule the hot path in or out when chasing a bug.",
        ),
      ),
  })
  .check(
    z.superRefine((env, ctx) => {
      // Production must never take payments through the built-in sandbox, so it needs every Stripe key; and its
      // mails must come from an address visitors can answer, not the development default.
      if (env.APP_MODE !== "production") return;
      for (const key of [
        "STRIPE_SECRET_KEY",
        "STRIPE_PUBLISHABLE_KEY_MXN",
        "STRIPE_PUBLISHABLE_KEY_USD",
        "STRIPE_WEBHOOK_SECRET",
        "MAIL_FROM",
      ] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "is required when APP_MODE=production" });
      }
    }),
  );

export type LogLevel = (typeof LOG_LEVELS)[number];

/** false, true (any proxy), how many proxies stand in front, or the trusted proxies' addresses and subnets. */
export type TrustProxySetting = boolean | number | string[];

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** When set, "now" stands still at this instant (tests, demos). */
  clockNow: Date | undefined;
  maintenance: boolean;
  tokenSecret: string | undefined;
  smtpUrl: string | undefined;
  /** Sender of the e-mails to visitors. */
  mailFrom: string;
  /** Where job applications are e-mailed. */
  hrEmail: string;
  /** Where the site is published (the web's build uses the same SITE_ORIGIN): e-mails link there. */
  siteOrigin: string;
  stripe: {
    secretKey: string | undefined;
    publishableKeyMxn: string | undefined;
    publishableKeyUsd: string | undefined;
    /** The secret real Stripe signs its webhook deliveries with (the sandbox has its own). */
    webhookSecret: string | undefined;
  };
  logLevel: LogLevel;
  webDir: string;
  trustProxy: TrustProxySetting;
  rateLimitPerMinute: number;
  /** Where API processes share their rate-limit counts; each process keeps its own when unset. */
  redisUrl: string | undefined;
  appMode: "production" | "development";
  /** Whether the hot path serves the API (HOT_PATH, on by default; docs/hot-path.md). */
  hotPath: boolean;
};

/** Every problem of the environment at once, so a newcomer fixes them in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** Reads the settings once; throws ConfigError listing every invalid variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (PORT= in a .env file) means "not set", not the value "" (which PORT would read as 0).
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const result = envSchema.safeParse(set);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "environment"} ${issue.message}`,
    );
    throw new ConfigError(problems);
  }
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromRoot(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    clockNow: e.CLOCK_NOW ? new Date(e.CLOCK_NOW) : undefined,
    maintenance: e.MAINTENANCE,
    tokenSecret: e.TOKEN_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEVELOPMENT_MAIL_FROM,
    hrEmail: e.HR_EMAIL,
    siteOrigin: e.SITE_ORIGIN,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKeyMxn: e.STRIPE_PUBLISHABLE_KEY_MXN,
      publishableKeyUsd: e.STRIPE_PUBLISHABLE_KEY_USD,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    },
    logLevel: e.LOG_LEVEL,
    webDir: fromRoot(e.WEB_DIR),
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    redisUrl: e.REDIS_URL,
    appMode: e.APP_MODE,
    hotPath: e.HOT_PATH === "on",
  };
}
