import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { pickErrors } from "../../../http/route-schemas.ts";
import type { MaintenanceService } from "./service.ts";

export const maintenanceRoutes: FastifyPluginAsyncZod<{ service: MaintenanceService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/core/maintenance",
    {
      schema: {
        tags: ["core"],
        summary: "Whether the maintenance page replaces the site",
        description:
          "True while the office's maintenance switch is on, or always when the MAINTENANCE setting is true; " +
          "the web shows its maintenance page while true.",
        response: { 200: z.object({ maintenance: z.boolean() }), ...pickErrors(429, 500) },
      },
    },
    async () => ({ maintenance: await service.current() }),
  );
};
