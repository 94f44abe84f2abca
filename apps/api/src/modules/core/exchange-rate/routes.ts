import { exchangeRateSchema } from "@park/domain/checkout/exchange-rate-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pickErrors } from "../../../http/route-schemas.ts";
import type { ExchangeRateService } from "./service.ts";

export const exchangeRateRoutes: FastifyPluginAsyncZod<{ service: ExchangeRateService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/core/exchange-rate",
    {
      schema: {
        tags: ["core"],
        summary: "Pesos per US dollar",
        description:
          "The rate shown to visitors paying with a card from the USA: amount in USD = pesos / value, rounded to 2 decimals.",
        response: { 200: exchangeRateSchema, ...pickErrors(404, 429, 500) },
      },
    },
    () => service.usd(),
  );
};
