import type { FastifyPluginAsync } from "fastify";
import type { OfficeDeps } from "../office-deps.ts";
import { createOfficeBannersRepository } from "./banners/repository.ts";
import { officeBannersRoutes } from "./banners/routes.ts";
import { createOfficeBannersService } from "./banners/service.ts";
import { createOfficeEventsRepository } from "./events/repository.ts";
import { officeEventsRoutes } from "./events/routes.ts";
import { createOfficeEventsService } from "./events/service.ts";
import { createOfficeJobPostsRepository } from "./job-posts/repository.ts";
import { officeJobPostsRoutes } from "./job-posts/routes.ts";
import { createOfficeJobPostsService } from "./job-posts/service.ts";
import { createOfficeMaintenanceRepository } from "./maintenance/repository.ts";
import { officeMaintenanceRoutes } from "./maintenance/routes.ts";
import { createOfficeMaintenanceService } from "./maintenance/service.ts";
import { createOfficePromotionsRepository } from "./promotions/repository.ts";
import { officePromotionsRoutes } from "./promotions/routes.ts";
import { createOfficePromotionsService } from "./promotions/service.ts";

/**
 * The admin's content pages (issue 14 item 5): banners, the maintenance switch, events, special codes and
 * vacancies. Each writes the very rows the visitor's calls read on every request, so a save shows at once.
 */
export const registerOfficeContent: FastifyPluginAsync<OfficeDeps> = async (app, { config, db, clock }) => {
  await app.register(officeBannersRoutes, {
    service: createOfficeBannersService({ db, repository: createOfficeBannersRepository(db) }),
  });
  await app.register(officeMaintenanceRoutes, {
    service: createOfficeMaintenanceService({
      db,
      clock,
      repository: createOfficeMaintenanceRepository(db),
      forced: config.maintenance,
    }),
  });
  await app.register(officeEventsRoutes, {
    service: createOfficeEventsService({ db, clock, repository: createOfficeEventsRepository(db) }),
  });
  await app.register(officePromotionsRoutes, {
    service: createOfficePromotionsService({ db, repository: createOfficePromotionsRepository(db) }),
  });
  await app.register(officeJobPostsRoutes, {
    service: createOfficeJobPostsService({ db, clock, repository: createOfficeJobPostsRepository(db) }),
  });
};
