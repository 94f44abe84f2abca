import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pickErrors } from "../../../http/route-schemas.ts";

export const maintenanceRoutes: FastifyPluginAsyncZod<{ maintenance: boolean }> = async (
  app,
  { maintenance },
) => {
  app.get(
    "/api/core/maintenance",
    {
      schema: {
        tags: ["core"],
        summary: "Whether the maintenance page replaces the site",
        description: "Set with the MAINTENANCE setting; the web shows its maintenance page while true.",
        response: { 200: z.object({ maintenance: z.boolean() }), ...pickErrors(429, 500) },
      },
    },
    () => ({ maintenance }),
  );
};
