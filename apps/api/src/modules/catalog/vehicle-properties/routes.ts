import { vehiclePropertiesSchema } from "@park/domain/vehicle-properties-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { languageOf } from "../../../http/language.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import { sendCatalogAnswer } from "../snapshot/catalog-answer.ts";
import type { VehiclePropertiesService } from "./service.ts";

export const vehiclePropertiesRoutes: FastifyPluginAsyncZod<{ service: VehiclePropertiesService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/catalog/vehicle/property",
    {
      compress: false,
      schema: {
        tags: ["catalog"],
        summary: "Options of the vehicle pre-registration form",
        description:
          'Colours, plate types (licenses), vehicle types and brands; each option has the id to send and a label in the language of Accept-Language. The "other" options ask for a free-text value.',
        response: { 200: vehiclePropertiesSchema, ...pickErrors(429, 500) },
      },
    },
    (request, reply) =>
      sendCatalogAnswer(request, reply, service.answer(languageOf(request.headers["accept-language"]))),
  );
};
