import type { FastifyPluginAsync } from "fastify";
import { createActivityBookingsRepository } from "../../ecommerce/visit-activities/repository.ts";
import { createDashboardRepository } from "../dashboard/repository.ts";
import { createDashboardService } from "../dashboard/service.ts";
import { createGateRepository } from "../gate/repository.ts";
import { createGateService } from "../gate/service.ts";
import type { OfficeDeps } from "../office-deps.ts";
import { createTodayServiceOf } from "../today/register-today.ts";
import { createManifestRepository } from "./manifest-repository.ts";
import { createMovementsRepository } from "./movements-repository.ts";
import { reportsRoutes } from "./routes.ts";
import { createReportsService } from "./service.ts";

/** The desk's, the guides' and the gate's reports (issue 36 item 2). */
export const registerReports: FastifyPluginAsync<OfficeDeps> = async (app, { db, clock }) => {
  await app.register(reportsRoutes, {
    service: createReportsService({
      movements: createMovementsRepository(db),
      manifests: createManifestRepository(db),
      activities: createActivityBookingsRepository(db),
      dashboard: createDashboardService({
        today: createTodayServiceOf(db, clock),
        dashboard: createDashboardRepository(db),
        gate: createGateRepository(db),
        clock,
      }),
      gate: createGateService({ db, clock }),
      clock,
    }),
  });
};
