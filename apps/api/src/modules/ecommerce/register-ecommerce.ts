import type { Clock } from "@park/domain/dates.ts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import type { WriteWatch } from "../../db/write-watch.ts";
import { createQuoteUpdatesTogether } from "../../hot-path/quote-updates-together.ts";
import { createMailTransport } from "../../infra/mail/mail-transport.ts";
import type { PaymentGateway } from "../../infra/payments/payment-gateway.ts";
import type { CatalogSnapshot } from "../catalog/snapshot/catalog-snapshot.ts";
import { createVehiclePropertiesService } from "../catalog/vehicle-properties/service.ts";
import { createExchangeRateRepository } from "../core/exchange-rate/repository.ts";
import { rentalsRoutes } from "../core/rentals/routes.ts";
import { createRentalsService } from "../core/rentals/service.ts";
import { createAvailabilityAnswers } from "./availability/availability-answers.ts";
import { capacitiesRoutes } from "./capacities/routes.ts";
import { createCapacitiesService } from "./capacities/service.ts";
import type { ChargeHooks } from "./charge/charge-flow.ts";
import type { ChargeReconciler, ReconciledChargeDeps } from "./charge/charge-reconciler.ts";
import { chargeWebhookRoutes } from "./charge/charge-webhook.ts";
import { registerPaymentEventsPruning } from "./charge/payment-events-pruning.ts";
import { createPaymentEventsRepository } from "./charge/payment-events-repository.ts";
import { createConfirmationComposer } from "./confirmation-mail/compose-confirmation.ts";
import { createOutboxDrainer, registerOutboxDrainer } from "./confirmation-mail/outbox-drainer.ts";
import { createOutboxRepository } from "./confirmation-mail/outbox-repository.ts";
import { registerDateChange } from "./date-change/register-date-change.ts";
import { createVehicleEntriesRepository } from "./entries/repository.ts";
import { vehicleEntriesRoutes } from "./entries/routes.ts";
import { createVehicleEntriesService } from "./entries/service.ts";
import { createPaymentQueries } from "./payment/payment-queries.ts";
import { createPaymentService } from "./payment/payment-service.ts";
import { paymentRoutes } from "./payment/routes.ts";
import { createSaleCharge } from "./payment/sale-charge.ts";
import { promotionsRoutes } from "./promotions/routes.ts";
import { createPromotionsService } from "./promotions/service.ts";
import { createQuoteViews } from "./quotes/quote-views.ts";
import { quotesRoutes } from "./quotes/routes.ts";
import { createQuotesService } from "./quotes/service.ts";
import { createQuoteSummaries } from "./quotes/summaries.ts";
import { registerHoldSweeper } from "./reservations/hold-sweeper.ts";
import type { LodgingUnits } from "./reservations/lodging-units-repository.ts";
import { reservationsRoutes } from "./reservations/routes.ts";
import { createReservationsService } from "./reservations/service.ts";
import { createSaleService } from "./sale/service.ts";
import { createEcommerceStore } from "./shared/ecommerce-store.ts";
import { visitActivitiesRoutes } from "./visit-activities/routes.ts";
import { createVisitActivitiesService } from "./visit-activities/service.ts";
import { visitCodeRoutes } from "./visit-codes/routes.ts";

/**
 * Quotes, lodging holds, admission capacity, the rentals calendar, vehicle entries and confirmation
 * e-mails, which share the quote's tables.
 */
export async function registerEcommerce(
  app: FastifyInstance,
  deps: {
    db: Database;
    writes: WriteWatch;
    clock: Clock;
    catalog: CatalogSnapshot;
    /** Confirmation e-mails: SMTP when smtpUrl is set, else .eml files in outboxDir. */
    mail: { smtpUrl: string | undefined; outboxDir: string; from: string; siteOrigin: string };
    /** The card payments: the provider, the browser's keys, and hooks only tests arm. */
    payments: {
      gateway: PaymentGateway;
      publishableKeys: { MXN: string | undefined; USD: string | undefined };
      hooks: ChargeHooks;
      /** The one reconciler of every charge: the sale's and the date changes' are added to it. */
      reconciler: ChargeReconciler;
    };
  },
): Promise<void> {
  const { db, clock, catalog, mail, payments } = deps;
  const answers = createAvailabilityAnswers({ db, writes: deps.writes, catalog, clock });
  const store = createEcommerceStore(db);
  // Lodging units change only by seed, like the rest of the catalog, so they are read from its snapshot.
  const units: LodgingUnits = { all: async (kind) => (await catalog.current()).unitsOf(kind) };
  const views = createQuoteViews({ repositories: store, catalog, clock });
  const quotes = createQuotesService({
    store,
    catalog,
    views,
    clock,
    updatesTogether: app.hotPath ? createQuoteUpdatesTogether(db) : undefined,
  });

  const summaries = createQuoteSummaries({ quotes });
  await app.register(quotesRoutes, { service: quotes, summaries });
  await app.register(reservationsRoutes, {
    service: createReservationsService({ store, units, catalog, views, clock }),
    answers,
  });
  registerHoldSweeper(app, {
    unitNights: store.unitNights,
    countHolds: store.countHolds,
    activities: store.activities,
    clock,
  });
  await app.register(capacitiesRoutes, {
    service: createCapacitiesService({ repository: store.capacities, clock }),
    answers,
  });
  const transport = createMailTransport({ smtpUrl: mail.smtpUrl, outboxDir: mail.outboxDir, log: app.log });
  const confirmationMail = createOutboxDrainer({
    repository: createOutboxRepository(db),
    compose: createConfirmationComposer({
      quotes,
      summaries,
      attempts: store.payments,
      from: mail.from,
      siteOrigin: mail.siteOrigin,
    }),
    transport,
    clock,
    log: app.log,
  });
  registerOutboxDrainer(app, confirmationMail, transport);
  await app.register(vehicleEntriesRoutes, {
    service: createVehicleEntriesService({
      repository: createVehicleEntriesRepository(db),
      quoteByCode: store.quotes.byCode,
      vehicleProperties: createVehiclePropertiesService({ catalog }),
      clock,
    }),
  });
  const sale = createSaleService({ store, catalog, views, clock });
  const onConfirmationQueued = () => {
    confirmationMail
      .drain()
      .catch((err: unknown) => app.log.warn({ err }, "the e-mail outbox could not be drained"));
  };
  const charges: ReconciledChargeDeps = {
    quotes: store.quotes,
    gateway: payments.gateway,
    clock,
    log: app.log,
    hooks: payments.hooks,
    reconciler: payments.reconciler,
  };
  const flow = createSaleCharge({ store, sale, charges, onConfirmationQueued });
  await app.register(paymentRoutes, {
    service: createPaymentService({
      store,
      sale,
      views,
      gateway: payments.gateway,
      flow,
      exchangeRates: createExchangeRateRepository(db),
      catalog,
      clock,
    }),
    queries: createPaymentQueries({
      store,
      gateway: payments.gateway,
      publishableKeys: payments.publishableKeys,
    }),
    quotes,
  });
  await app.register(visitCodeRoutes);
  await registerDateChange(app, {
    store,
    catalog,
    exchangeRates: createExchangeRateRepository(db),
    onConfirmationQueued,
    charges,
  });
  // After every kind of charge joined the reconciler, so an event finds whichever its intent is of.
  const paymentEvents = createPaymentEventsRepository(db);
  await app.register(chargeWebhookRoutes, {
    gateway: payments.gateway,
    reconciler: payments.reconciler,
    events: paymentEvents,
    clock,
  });
  registerPaymentEventsPruning(app, paymentEvents, clock);
  await app.register(visitActivitiesRoutes, {
    service: createVisitActivitiesService({ db, views, catalog, clock }),
    answers,
  });
  await app.register(promotionsRoutes, { service: createPromotionsService({ db, views, clock, catalog }) });
  await app.register(rentalsRoutes, {
    service: createRentalsService({ units, unitNights: store.unitNights, clock }),
    answers,
  });
}
