import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { sendPrepared } from "../../../http/prepared-answer.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import { bannerSchema } from "./schemas.ts";
import type { BannersService } from "./service.ts";

export const bannersRoutes: FastifyPluginAsyncZod<{ service: BannersService }> = async (app, { service }) => {
  app.get(
    "/api/core/banners",
    {
      compress: false,
      schema: {
        tags: ["core"],
        summary: "Site banners, one per language",
        description:
          "The banners the office has switched on, as every page shows them; the same answer for every " +
          "visitor (with an ETag), new as soon as the office changes one.",
        response: { 200: z.array(bannerSchema), ...pickErrors(429, 500) },
      },
    },
    async (request, reply) => sendPrepared(request, reply, await service.answer()),
  );
};
