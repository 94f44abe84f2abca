import type { Clock } from "@park/domain/dates.ts";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "./db/database.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { createAnswerCache, serverWithAnswerCache } from "./hot-path/answer-cache.ts";
import { clientAddressOf } from "./http/client-address.ts";
import { registerCompression } from "./http/compression.ts";
import { refuseNonTextInRequests } from "./http/control-characters.ts";
import { registerDocs } from "./http/docs.ts";
import { handleError } from "./http/error-handler.ts";
import { acceptEmptyJsonBodies } from "./http/json-body.ts";
import { logSerializers } from "./http/log-serializers.ts";
import { registerSecurity, trustProxyOption } from "./http/security.ts";
import { validatorCompiler } from "./http/zod-validator.ts";
import { createClock } from "./infra/clock.ts";
import { openRateLimitRedis } from "./infra/rate-limit-store.ts";
import { loadTokenSecret } from "./infra/token-secret.ts";
import { createRequireVisitor } from "./modules/auth/visitor/require-visitor.ts";
import { createVisitorTokenService } from "./modules/auth/visitor/service.ts";
import { createCatalogSnapshot } from "./modules/catalog/snapshot/catalog-snapshot.ts";
import { createEventsRepository } from "./modules/core/events/repository.ts";
import { createEventsService } from "./modules/core/events/service.ts";
import { createJobPostsRepository } from "./modules/core/job-posts/repository.ts";
import type { ChargeHooks } from "./modules/ecommerce/charge/charge-flow.ts";
import type { OfficeHooks } from "./modules/office/register-office.ts";
import { registerModules } from "./modules/register-modules.ts";
import type { WebhookMode } from "./modules/sandbox/stripe/webhook-sender.ts";
import { eventsStructuredData } from "./web/events-page.ts";
import { allOf } from "./web/live-structured-data.ts";
import { lodgingStructuredDataSource } from "./web/lodging-pages.ts";
import { registerStaticSite } from "./web/static-site.ts";

export type AppOptions = {
  /** An already open database (tests pass a fresh one); by default the one the config names. */
  database?: DatabaseHandle;
  /** "Now" for the whole app; by default the real time, or CLOCK_NOW. Tests pass one they can move (hold expiry). */
  clock?: Clock;
  /** Tests only: hooks inside the payment call (a crash between the charge and the sale's last step). */
  paymentHooks?: ChargeHooks;
  /** Tests only: hooks inside office calls (a crash between the provider's refund and its row). */
  officeHooks?: OfficeHooks;
  /** How the Stripe sandbox delivers its webhooks: auto (default, as Stripe does), or manual (tests send them). */
  sandboxWebhooks?: WebhookMode;
  /** Where the log goes; by default standard output. Tests read it to check what a log line holds. */
  logStream?: { write(line: string): void };
};

/**
 * The database the settings name. A PostgreSQL server may go away and come back: lost connections are
 * logged and replaced (decision 0046). PGlite lives in this process: if its thread ends, the data is out
 * of reach for good, so the process says so and ends with an error for its supervisor to start it again.
 */
function openConfiguredDatabase(config: Config, log: FastifyBaseLogger): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return Promise.resolve(
      openPostgres(config.databaseUrl, undefined, (code) =>
        log.warn({ code }, "a database connection was lost; the pool opens new ones as needed"),
      ),
    );
  }
  return openPglite(`${config.dataDir}/pglite`, {
    hotPath: config.hotPath,
    onThreadLost: (err) => {
      log.fatal({ err }, "the PGlite thread ended; exiting for the supervisor to restart the API");
      process.exit(1);
    },
  });
}

/**
 * The whole API and web server, migrated and seeded, ready for `listen` or `inject`. It never listens
 * itself, and closing it closes the database.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  // The hot path's answer cache sits in the HTTP server, before Fastify (docs/hot-path.md).
  const answerCache = config.hotPath ? createAnswerCache() : null;
  const trustProxy = trustProxyOption(config.trustProxy);
  const app = Fastify({
    ...(answerCache ? { serverFactory: serverWithAnswerCache(answerCache) } : {}),
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // JSON bodies of this API are small; file uploads go through multipart with their own limit.
    bodyLimit: 1_048_576,
    // Behind a load balancer the client's address is in X-Forwarded-For; rate limits must key on it.
    trustProxy,
  });
  const database = options.database ?? (await openConfiguredDatabase(config, app.log));
  app.addHook("onClose", () => database.close());

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    acceptEmptyJsonBodies(app);
    refuseNonTextInRequests(app);

    const clock = options.clock ?? createClock(config.clockNow);
    await prepareDatabase(database, clock, app.log);

    const redis = openRateLimitRedis(config.redisUrl, app.log);
    // Counters need no goodbye: disconnect also works while Redis is away (quit would wait to send QUIT).
    if (redis) app.addHook("onClose", async () => redis.disconnect());
    app.decorate("hotPath", config.hotPath);
    app.decorate("answerCache", answerCache);
    await registerSecurity(app, {
      ratePerMinute: config.rateLimitPerMinute,
      redis,
      clientAddress: clientAddressOf(trustProxy),
    });
    // Loaded on first use; the site's lodging pages read it as the API's routes do.
    const catalog = createCatalogSnapshot(database.db, { log: app.log });
    // Before compression: the web's files are compressed at build time (see registerStaticSite).
    await registerStaticSite(app, config.webDir, {
      vacancies: createJobPostsRepository(database.db, clock),
      structuredData: allOf(
        eventsStructuredData(createEventsService({ repository: createEventsRepository(database.db), clock })),
        lodgingStructuredDataSource({ catalog, clock }),
      ),
    });
    await registerCompression(app);
    await registerDocs(app);

    const tokens = createVisitorTokenService({
      secret: loadTokenSecret(config.tokenSecret, config.dataDir),
      clock,
    });
    app.decorate("requireVisitor", createRequireVisitor(tokens));
    app.decorateRequest("visitor", null);

    app.decorate("catalog", catalog);
    await registerModules(app, {
      config,
      db: database.db,
      writes: database.writes,
      clock,
      tokens,
      catalog,
      paymentHooks: options.paymentHooks,
      officeHooks: options.officeHooks,
      sandboxWebhooks: options.sandboxWebhooks ?? "auto",
    });
    await app.ready();
    return app;
  } catch (err) {
    await app.close();
    throw err;
  }
}
