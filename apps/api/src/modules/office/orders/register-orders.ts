import type { Clock } from "@park/domain/dates.ts";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../../db/database.ts";
import type { CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import { createQuoteViews } from "../../ecommerce/quotes/quote-views.ts";
import { createQuotesService } from "../../ecommerce/quotes/service.ts";
import { createEcommerceStore } from "../../ecommerce/shared/ecommerce-store.ts";
import type { RefundSettlement } from "./refund-settlement.ts";
import { officeOrdersRoutes } from "./routes.ts";
import { createOfficeOrdersService } from "./service.ts";

/** The front desk's orders: the quote as the shop shows it, the provider for refunds, the outbox for resends. */
export const officeOrders: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  catalog: CatalogSnapshot;
  refundSettlement: RefundSettlement;
}> = async (app, deps) => {
  const { db, clock, catalog, refundSettlement } = deps;
  const store = createEcommerceStore(db);
  const views = createQuoteViews({ repositories: store, catalog, clock });
  await app.register(officeOrdersRoutes, {
    service: createOfficeOrdersService({
      db,
      quotes: createQuotesService({ store, catalog, views, clock }),
      settlement: refundSettlement,
      clock,
      drainMail: () => {
        app.confirmationMail
          .drain()
          .catch((err: unknown) => app.log.warn({ err }, "the e-mail outbox could not be drained"));
      },
    }),
  });
};
