import { activityPricePeriodSchema, dateRangeQuerySchema } from "@park/domain/catalog.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { dateParamsSchema, pickErrors } from "../../../http/route-schemas.ts";
import { sendCatalogAnswer } from "../snapshot/catalog-answer.ts";
import type { ActivityPricesService } from "./service.ts";

export const activityPricesRoutes: FastifyPluginAsyncZod<{ service: ActivityPricesService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/catalog/activity-prices",
    {
      compress: false,
      schema: {
        tags: ["catalog"],
        summary: "Activity price periods that overlap a date range",
        description:
          "Periods sharing at least one day with startDate..endDate (both included), oldest first. Prices in " +
          "pesos; ATV prices are per ATV and hour. The range may span at most 2 years.",
        querystring: dateRangeQuerySchema,
        response: { 200: z.array(activityPricePeriodSchema), ...pickErrors(400, 429, 500) },
      },
    },
    (request, reply) => sendCatalogAnswer(request, reply, service.inRange(request.query)),
  );

  app.get(
    "/api/catalog/activity-prices/date/:date",
    {
      compress: false,
      schema: {
        tags: ["catalog"],
        summary: "Activity prices in force on a date",
        description:
          "The period that contains the date; when none does, the most recently ended one (000 §9). " +
          "404 no_activity_price when no period has started by that date.",
        params: dateParamsSchema,
        response: { 200: activityPricePeriodSchema, ...pickErrors(400, 404, 429, 500) },
      },
    },
    (request, reply) => sendCatalogAnswer(request, reply, service.onDate(request.params.date)),
  );
};
