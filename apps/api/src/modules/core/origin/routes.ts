import { citySuggestionsSchema } from "@park/domain/checkout/city-suggestions-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pickErrors } from "../../../http/route-schemas.ts";
import { originQuerySchema } from "./schemas.ts";
import type { OriginService } from "./service.ts";

export const originRoutes: FastifyPluginAsyncZod<{ service: OriginService }> = async (app, { service }) => {
  app.get(
    "/api/core/origin",
    {
      schema: {
        tags: ["core"],
        summary: "City suggestions for the contact form",
        description:
          "Cities of the given country and state whose name starts with `city`, ignoring case and accents; at most 10. An unknown country or state gives an empty list.",
        querystring: originQuerySchema,
        response: { 200: citySuggestionsSchema, ...pickErrors(400, 429, 500) },
      },
    },
    (request) => service.citySuggestions(request.query),
  );
};
