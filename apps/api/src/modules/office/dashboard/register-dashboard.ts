import type { FastifyPluginAsync } from "fastify";
import { createGateRepository } from "../gate/repository.ts";
import type { OfficeDeps } from "../office-deps.ts";
import { createTodayServiceOf } from "../today/register-today.ts";
import { createDashboardRepository } from "./repository.ts";
import { dashboardRoutes } from "./routes.ts";
import { createDashboardService } from "./service.ts";

/** The office's first page: its figures (issue 36 item 1). */
export const registerDashboard: FastifyPluginAsync<OfficeDeps> = async (app, { db, clock }) => {
  await app.register(dashboardRoutes, {
    service: createDashboardService({
      today: createTodayServiceOf(db, clock),
      dashboard: createDashboardRepository(db),
      gate: createGateRepository(db),
      clock,
    }),
  });
};
