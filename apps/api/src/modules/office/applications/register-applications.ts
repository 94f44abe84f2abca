import { join } from "node:path";
import type { Clock } from "@park/domain/dates.ts";
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/database.ts";
import { createLocalDiskStorage } from "../../../infra/storage/local-disk-storage.ts";
import { officeApplicationsRoutes } from "./routes.ts";
import { createOfficeApplicationsService } from "./service.ts";

/** HR's job applications and the contact inbox (issue 14 item 6). */
export const officeApplications: FastifyPluginAsync<{ config: Config; db: Database; clock: Clock }> = async (
  app,
  { config, db, clock },
) => {
  // The folder the careers call stores the documents in (core/job-applications/register-job-applications.ts).
  const storage = createLocalDiskStorage(join(config.dataDir, "uploads", "job-applications"));
  await app.register(officeApplicationsRoutes, {
    service: createOfficeApplicationsService({ db, storage, clock }),
  });
};
