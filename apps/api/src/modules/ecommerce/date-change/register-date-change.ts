import type { FastifyInstance } from "fastify";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import type { ExchangeRateRepository } from "../../core/exchange-rate/repository.ts";
import type { ReconciledChargeDeps } from "../charge/charge-reconciler.ts";
import type { EcommerceStore } from "../shared/ecommerce-store.ts";
import { createDateChangePayment } from "./date-change-payment.ts";
import { dateChangeRoutes } from "./routes.ts";
import { createDateChangeService } from "./service.ts";

/** Date changes of paid visits: their calls, and their charges in the one reconciler (decisions 0030, 0048). */
export async function registerDateChange(
  app: FastifyInstance,
  deps: {
    store: EcommerceStore;
    catalog: CatalogSnapshot;
    exchangeRates: ExchangeRateRepository;
    charges: ReconciledChargeDeps;
    /** Sends the confirmation e-mails queued now rather than at the outbox's next round. */
    onConfirmationQueued: () => void;
  },
): Promise<void> {
  const { store, catalog, exchangeRates, charges, onConfirmationQueued } = deps;
  const service = createDateChangeService({ store, catalog, clock: charges.clock, onConfirmationQueued });
  const payment = createDateChangePayment({ store, service, exchangeRates, charges, onConfirmationQueued });
  await app.register(dateChangeRoutes, { service, payment });
}
