import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, REPO_ROOT } from "../src/config.ts";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error("expected the configuration to be refused");
}

describe("loadConfig", () => {
  it("uses the contract's defaults, with paths from the repository root", () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: "0.0.0.0",
      dataDir: join(REPO_ROOT, "data"),
      databaseUrl: undefined,
      clockNow: undefined,
      maintenance: false,
      tokenSecret: undefined,
      smtpUrl: undefined,
      mailFrom: "Ensenada Park <no-reply@localhost>",
      hrEmail: "rh@ensenadapark.com",
      siteOrigin: "https://www.ensenadapark.com",
      stripe: { secretKey: undefined, publishableKeyMxn: undefined, publishableKeyUsd: undefined },
      logLevel: "info",
      webDir: join(REPO_ROOT, "apps/web/build/client"),
      appMode: "development",
      trustProxy: false,
      rateLimitPerMinute: 1000,
      hotPath: true,
    });
  });

  it("reads TRUST_PROXY as a yes/no, a hop count or trusted proxy addresses, and RATE_LIMIT_PER_MINUTE", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, loopback,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "loopback",
      "::1",
    ]);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: "5000" }).rateLimitPerMinute).toBe(5000);
    expect(problemsOf({ TRUST_PROXY: "yes please", RATE_LIMIT_PER_MINUTE: "0" })).toEqual([
      "TRUST_PROXY must be true, false, a number of proxy hops (1 to 100) or a comma-separated list of proxy addresses or subnets",
      "RATE_LIMIT_PER_MINUTE must be a whole number of calls of at least 1",
    ]);
    expect(problemsOf({ TRUST_PROXY: "0" })).toHaveLength(1);
  });

  it("reads SITE_ORIGIN, where the e-mails' links point, and refuses one with a path", () => {
    expect(loadConfig({ SITE_ORIGIN: "https://parque.example.com" }).siteOrigin).toBe(
      "https://parque.example.com",
    );
    expect(problemsOf({ SITE_ORIGIN: "https://parque.example.com/" })).toEqual([
      "SITE_ORIGIN must be an origin like https://www.example.com (no path, no slash at the end)",
    ]);
  });

  it("reads HR_EMAIL, where job applications go, and refuses one that is not an address", () => {
    expect(loadConfig({ HR_EMAIL: "seleccion@example.com" }).hrEmail).toBe("seleccion@example.com");
    expect(problemsOf({ HR_EMAIL: "recursos humanos" })).toEqual(["HR_EMAIL must be an e-mail address"]);
  });

  it("reads HOT_PATH, on unless set off, and refuses anything else", () => {
    expect(loadConfig({ HOT_PATH: "on" }).hotPath).toBe(true);
    expect(loadConfig({ HOT_PATH: "off" }).hotPath).toBe(false);
    expect(problemsOf({ HOT_PATH: "no" })).toEqual(["HOT_PATH must be on or off"]);
  });

  it("reads every setting", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/park",
      DATABASE_URL: "postgres://park@db:5432/park",
      CLOCK_NOW: "2027-03-10T10:00:00-08:00",
      MAINTENANCE: "true",
      TOKEN_SECRET: "s".repeat(32),
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_PUBLISHABLE_KEY_MXN: "pk_live_mxn",
      STRIPE_PUBLISHABLE_KEY_USD: "pk_live_usd",
      STRIPE_WEBHOOK_SECRET: "whsec_live",
      MAIL_FROM: "Ensenada Park <reservaciones@ensenadapark.com>",
      LOG_LEVEL: "warn",
      WEB_DIR: "web",
      APP_MODE: "production",
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe("/var/lib/park");
    expect(config.databaseUrl).toBe("postgres://park@db:5432/park");
    expect(config.clockNow?.toISOString()).toBe("2027-03-10T18:00:00.000Z");
    expect(config.maintenance).toBe(true);
    expect(config.stripe.publishableKeyUsd).toBe("pk_live_usd");
    expect(config.stripe.webhookSecret).toBe("whsec_live");
    expect(config.webDir).toBe(join(REPO_ROOT, "web"));
    expect(config.appMode).toBe("production");
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " ", MAINTENANCE: "" }).port).toBe(3000);
  });

  it("fails listing every invalid setting at once", () => {
    const problems = problemsOf({
      PORT: "eighty",
      DATABASE_URL: "mysql://db",
      CLOCK_NOW: "tomorrow",
      MAINTENANCE: "yes",
      TOKEN_SECRET: "short",
      LOG_LEVEL: "loud",
      APP_MODE: "staging",
    });
    expect(problems).toEqual([
      "PORT must be a port number",
      "DATABASE_URL must start with postgres:// or postgresql://",
      "CLOCK_NOW must be an ISO instant such as 2027-03-10T10:00:00-08:00",
      "MAINTENANCE must be true or false",
      "TOKEN_SECRET must be at least 32 characters",
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
      "APP_MODE must be production or development",
    ]);
  });

  it("refuses production without the Stripe keys, since production never uses the payment sandbox", () => {
    expect(
      problemsOf({ APP_MODE: "production", STRIPE_SECRET_KEY: "sk_live_x", MAIL_FROM: "Park <a@b.mx>" }),
    ).toEqual([
      "STRIPE_PUBLISHABLE_KEY_MXN is required when APP_MODE=production",
      "STRIPE_PUBLISHABLE_KEY_USD is required when APP_MODE=production",
      // Without it no payment event Stripe sends could be trusted, and delayed payments never settle.
      "STRIPE_WEBHOOK_SECRET is required when APP_MODE=production",
    ]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: "sk_live_x" })).toEqual([
      "STRIPE_WEBHOOK_SECRET must start with whsec_",
    ]);
  });

  it("refuses production without MAIL_FROM, and a development install sends from its default", () => {
    const keys = {
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_PUBLISHABLE_KEY_MXN: "pk_live_mxn",
      STRIPE_PUBLISHABLE_KEY_USD: "pk_live_usd",
      STRIPE_WEBHOOK_SECRET: "whsec_live",
    };
    expect(problemsOf({ APP_MODE: "production", ...keys, MAIL_FROM: " " })).toEqual([
      "MAIL_FROM is required when APP_MODE=production",
    ]);
    expect(loadConfig({ MAIL_FROM: "" }).mailFrom).toBe("Ensenada Park <no-reply@localhost>");
    expect(loadConfig({ APP_MODE: "production", ...keys, MAIL_FROM: "Park <a@b.mx>" }).mailFrom).toBe(
      "Park <a@b.mx>",
    );
  });

  it("says which settings are wrong in its message", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(
      /Invalid configuration:\n {2}- PORT must be a port number/,
    );
  });
});
