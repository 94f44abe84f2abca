import type { FastifyPluginAsync } from "fastify";
import { recordAudit } from "../audit/audit-repository.ts";
import type { OfficeDeps } from "../office-deps.ts";
import { officePricesRoutes } from "./routes.ts";
import { createOfficePricesService } from "./service.ts";

/** The admin's prices and calendar (issue 14 item 4). */
export const registerOfficePrices: FastifyPluginAsync<OfficeDeps> = async (app, { db, clock, catalog }) => {
  await app.register(officePricesRoutes, {
    service: createOfficePricesService({ db, catalog, clock, audit: recordAudit }),
  });
};
