import type { FastifyPluginAsync } from "fastify";
import type { OfficeDeps } from "../office-deps.ts";
import { gateRoutes } from "./routes.ts";
import { createGateService } from "./service.ts";

/** The gate's check-in calls (issue 14 item 7). */
export const registerGate: FastifyPluginAsync<OfficeDeps> = async (app, { db, clock }) => {
  await app.register(gateRoutes, { service: createGateService({ db, clock }) });
};
