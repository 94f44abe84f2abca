import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pickErrors } from "../../../http/route-schemas.ts";
import { bannerSchema } from "./schemas.ts";
import type { BannersService } from "./service.ts";

export const bannersRoutes: FastifyPluginAsyncZod<{ service: BannersService }> = async (app, { service }) => {
  app.get(
    "/api/core/banners",
    {
      schema: {
        tags: ["core"],
        summary: "Site banners, one per language",
        response: { 200: bannerSchema.array(), ...pickErrors(429, 500) },
      },
    },
    () => service.all(),
  );
};
