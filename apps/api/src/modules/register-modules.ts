import { join } from "node:path";
import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { WriteWatch } from "../db/write-watch.ts";
import { createPaymentGateway, listeningAddress } from "../infra/payments/create-payment-gateway.ts";
import { visitorRoutes } from "./auth/visitor/routes.ts";
import type { VisitorTokenService } from "./auth/visitor/service.ts";
import { activityPricesRoutes } from "./catalog/activity-prices/routes.ts";
import { createActivityPricesService } from "./catalog/activity-prices/service.ts";
import { countriesRoutes } from "./catalog/countries/routes.ts";
import { createCountriesService } from "./catalog/countries/service.ts";
import type { CatalogSnapshot } from "./catalog/snapshot/catalog-snapshot.ts";
import { vehiclePropertiesRoutes } from "./catalog/vehicle-properties/routes.ts";
import { createVehiclePropertiesService } from "./catalog/vehicle-properties/service.ts";
import { visitPricesRoutes } from "./catalog/visit-prices/routes.ts";
import { createVisitPricesService } from "./catalog/visit-prices/service.ts";
import { createBannersRepository } from "./core/banners/repository.ts";
import { bannersRoutes } from "./core/banners/routes.ts";
import { createBannersService } from "./core/banners/service.ts";
import { clockRoutes } from "./core/clock/routes.ts";
import { createEventsRepository } from "./core/events/repository.ts";
import { eventsRoutes } from "./core/events/routes.ts";
import { createEventsService } from "./core/events/service.ts";
import { createExchangeRateRepository } from "./core/exchange-rate/repository.ts";
import { exchangeRateRoutes } from "./core/exchange-rate/routes.ts";
import { createExchangeRateService } from "./core/exchange-rate/service.ts";
import { createHealthRepository } from "./core/health/repository.ts";
import { healthRoutes } from "./core/health/routes.ts";
import { createHealthService } from "./core/health/service.ts";
import { registerJobApplications } from "./core/job-applications/register-job-applications.ts";
import { createJobPostsRepository } from "./core/job-posts/repository.ts";
import { jobPostsRoutes } from "./core/job-posts/routes.ts";
import { createJobPostsService } from "./core/job-posts/service.ts";
import { createMaintenanceRepository } from "./core/maintenance/repository.ts";
import { maintenanceRoutes } from "./core/maintenance/routes.ts";
import { createMaintenanceService } from "./core/maintenance/service.ts";
import { createOriginRepository } from "./core/origin/repository.ts";
import { originRoutes } from "./core/origin/routes.ts";
import { createOriginService } from "./core/origin/service.ts";
import { createSpecialPromotionsRepository } from "./core/promotions/repository.ts";
import { specialPromotionsRoutes } from "./core/promotions/routes.ts";
import { createSpecialPromotionsService } from "./core/promotions/service.ts";
import type { ChargeHooks } from "./ecommerce/charge/charge-flow.ts";
import { registerChargeReconciler } from "./ecommerce/charge/charge-reconciler.ts";
import { registerFeedbacks } from "./ecommerce/feedbacks/register-feedbacks.ts";
import { registerEcommerce } from "./ecommerce/register-ecommerce.ts";
import { type OfficeHooks, registerOffice } from "./office/register-office.ts";
import { registerStripeSandbox } from "./sandbox/stripe/register-sandbox.ts";
import type { WebhookMode } from "./sandbox/stripe/webhook-sender.ts";

export type ModuleDeps = {
  config: Config;
  db: Database;
  /** The writes that ended on that database (DatabaseHandle.writes): availability answers follow them. */
  writes: WriteWatch;
  clock: Clock;
  tokens: VisitorTokenService;
  /** The catalog tables, read once and shared by the catalog routes and quote pricing. */
  catalog: CatalogSnapshot;
  /** Test-only hooks of the payment call (AppOptions); never set by the config. */
  paymentHooks?: ChargeHooks;
  /** Test-only hooks of the office (AppOptions); never set by the config. */
  officeHooks?: OfficeHooks;
  /** How the Stripe sandbox delivers its webhooks (AppOptions). */
  sandboxWebhooks: WebhookMode;
};

/** Wires every module: repository (the only code that touches the database) -> service -> routes. */
export async function registerModules(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { config, db, clock, tokens, catalog } = deps;

  await app.register(healthRoutes, {
    service: createHealthService({ repository: createHealthRepository(db) }),
  });
  await app.register(visitorRoutes, { tokens });

  await app.register(clockRoutes, { clock });
  await app.register(maintenanceRoutes, {
    service: createMaintenanceService({
      repository: createMaintenanceRepository(db),
      forced: config.maintenance,
    }),
  });
  await app.register(bannersRoutes, {
    service: createBannersService({ repository: createBannersRepository(db) }),
  });
  await app.register(eventsRoutes, {
    service: createEventsService({ repository: createEventsRepository(db), clock }),
  });
  await app.register(exchangeRateRoutes, {
    service: createExchangeRateService({ repository: createExchangeRateRepository(db) }),
  });
  await app.register(originRoutes, {
    service: createOriginService({ repository: createOriginRepository(db) }),
  });
  await app.register(specialPromotionsRoutes, {
    service: createSpecialPromotionsService({ repository: createSpecialPromotionsRepository(db), clock }),
  });

  await app.register(visitPricesRoutes, {
    service: createVisitPricesService({ catalog }),
  });
  await app.register(activityPricesRoutes, {
    service: createActivityPricesService({ catalog }),
  });
  await app.register(countriesRoutes, {
    service: createCountriesService({ catalog }),
  });
  await app.register(vehiclePropertiesRoutes, {
    service: createVehiclePropertiesService({ catalog }),
  });

  // Payments: the stripe SDK, against real Stripe or the sandbox mounted here (DESIGN.md §4).
  app.decorate(
    "payments",
    createPaymentGateway(config, () => listeningAddress(app.server)),
  );

  // One reconciler finishes every charge left between its steps: sales, date changes, refunds (decision 0048).
  const reconciler = registerChargeReconciler(app, clock);
  await registerEcommerce(app, {
    db,
    writes: deps.writes,
    clock,
    catalog,
    mail: {
      smtpUrl: config.smtpUrl,
      outboxDir: join(config.dataDir, "outbox"),
      from: config.mailFrom,
      siteOrigin: config.siteOrigin,
    },
    payments: {
      gateway: app.payments,
      publishableKeys: { MXN: config.stripe.publishableKeyMxn, USD: config.stripe.publishableKeyUsd },
      hooks: deps.paymentHooks ?? {},
      reconciler,
    },
  });

  await registerFeedbacks(app, {
    db,
    clock,
    mail: { smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, "outbox"), from: config.mailFrom },
  });

  await app.register(jobPostsRoutes, {
    service: createJobPostsService({ repository: createJobPostsRepository(db, clock) }),
  });
  await registerJobApplications(app, {
    db,
    clock,
    dataDir: config.dataDir,
    tokenSecret: config.tokenSecret,
    hrEmail: config.hrEmail,
    mail: { smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, "outbox"), from: config.mailFrom },
  });

  // The staff side at /office (issue 14): sessions, roles and audit, then each office area.
  await registerOffice(app, { config, db, clock, catalog, hooks: deps.officeHooks, reconciler });

  await registerStripeSandbox(app, { config, clock, webhooks: deps.sandboxWebhooks });
}
