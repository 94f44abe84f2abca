import { specialsAvailableTodaySchema } from "@park/domain/promotions/promotion-schemas.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pickErrors } from "../../../http/route-schemas.ts";
import type { SpecialPromotionsService } from "./service.ts";

export const specialPromotionsRoutes: FastifyPluginAsyncZod<{ service: SpecialPromotionsService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/core/promotions/specials-available-today",
    {
      schema: {
        tags: ["core"],
        summary: "Special promotions a visit bought today can use",
        description:
          "Promotions whose dates still hold an arrival that can be bought (from tomorrow, park time); a " +
          "promotion fixed to its dates (datesValidityOnly false) only until its first date. Prices per " +
          "person in pesos. Codes are not listed: POST /api/ecommerce/promotions/apply/{code} matches them.",
        response: { 200: specialsAvailableTodaySchema, ...pickErrors(429, 500) },
      },
    },
    () => service.availableToday(),
  );
};
