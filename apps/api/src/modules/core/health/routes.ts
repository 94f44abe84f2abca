import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { errorBody } from "../../../http/error-handler.ts";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { languageOf } from "../../../http/language.ts";
import type { HealthService } from "./service.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get(
    "/health",
    {
      // Load balancers poll this; it must not count against visitors' limits.
      config: { rateLimit: false },
      schema: {
        tags: ["core"],
        summary: "Liveness and database check",
        description: "200 when the process answers and the database responds; 503 unavailable otherwise.",
        response: { 200: z.object({ status: z.literal("ok") }), 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const up = await service.databaseResponds((err) =>
        request.log.error({ err }, "health check: database unreachable"),
      );
      if (up) return { status: "ok" as const };
      return reply.code(503).send(errorBody("unavailable", languageOf(request.headers["accept-language"])));
    },
  );
};
