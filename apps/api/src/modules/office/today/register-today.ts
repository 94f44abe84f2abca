import type { Clock } from "@park/domain/dates.ts";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../../db/database.ts";
import { createCapacitiesRepository } from "../../ecommerce/capacities/repository.ts";
import { createLodgingUnitsRepository } from "../../ecommerce/reservations/lodging-units-repository.ts";
import { createActivityBookingsRepository } from "../../ecommerce/visit-activities/repository.ts";
import { unitBlocksRoutes } from "../unit-blocks/routes.ts";
import { createUnitBlocksService } from "../unit-blocks/service.ts";
import { createTodayRepository } from "./repository.ts";
import { todayRoutes } from "./routes.ts";
import { createTodayService } from "./service.ts";

/** The overview's readings on the database: the same ones for the overview and the dashboard. */
export function createTodayServiceOf(db: Database, clock: Clock) {
  return createTodayService({
    today: createTodayRepository(db),
    capacities: createCapacitiesRepository(db),
    activities: createActivityBookingsRepository(db),
    units: createLodgingUnitsRepository(db),
    clock,
  });
}

/** The front desk's today and coming days, and its unit blocks (issue 14 item 3). */
export const officeToday: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  await app.register(todayRoutes, { service: createTodayServiceOf(db, clock) });
  await app.register(unitBlocksRoutes, { service: createUnitBlocksService({ db, clock }) });
};
