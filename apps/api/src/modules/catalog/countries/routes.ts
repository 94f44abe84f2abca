import { countrySchema } from "@park/domain/checkout/country-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { languageOf } from "../../../http/language.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import { sendCatalogAnswer } from "../snapshot/catalog-answer.ts";
import type { CountriesService } from "./service.ts";

export const countriesRoutes: FastifyPluginAsyncZod<{ service: CountriesService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/catalog/country",
    {
      compress: false,
      schema: {
        tags: ["catalog"],
        summary: "Countries with their states, for the contact form",
        description:
          'Labels in the language of Accept-Language (es by default). Ends with the "other" entry, whose country and state are typed as free text.',
        response: { 200: z.array(countrySchema), ...pickErrors(429, 500) },
      },
    },
    (request, reply) =>
      sendCatalogAnswer(request, reply, service.all(languageOf(request.headers["accept-language"]))),
  );
};
