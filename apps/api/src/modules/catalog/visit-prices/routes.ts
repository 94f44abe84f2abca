import { datedPricesSchema, dateRangeQuerySchema } from "@park/domain/catalog.ts";
import { dateListSchema } from "@park/domain/date-list-dto.ts";
import { datePriceDetailSchema, yearlyPricesSchema } from "@park/domain/prices-calendar/yearly-prices-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { detailedErrorSchema } from "../../../http/error-response.ts";
import { dateParamsSchema, pickErrors, yearParamsSchema } from "../../../http/route-schemas.ts";
import { sendCatalogAnswer } from "../snapshot/catalog-answer.ts";
import type { VisitPricesService } from "./service.ts";

const CLOSED_DATES_NOTE =
  "Dates on the no-price list (park closed) are left out even when they have a tariff row.";

export const visitPricesRoutes: FastifyPluginAsyncZod<{ service: VisitPricesService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/catalog/visit-prices",
    {
      compress: false,
      schema: {
        tags: ["catalog"],
        summary: "Tariff of each date in a range",
        description: `One entry per priced date from startDate to endDate (both included, at most 2 years), in date order; prices in pesos. ${CLOSED_DATES_NOTE}`,
        querystring: dateRangeQuerySchema,
        response: { 200: z.array(datedPricesSchema), ...pickErrors(400, 429, 500) },
      },
    },
    (request, reply) => sendCatalogAnswer(request, reply, service.inRange(request.query)),
  );

  // Registered before /:date so "no-prices" is never read as a date.
  app.get(
    "/api/catalog/visit-prices/no-prices",
    {
      compress: false,
      schema: {
        tags: ["catalog"],
        summary: "Dates of a range that cannot be sold",
        description:
          "Dates from startDate to endDate (both included, at most 2 years) that are on the no-price list or have no tariff row; the calendars disable them.",
        querystring: dateRangeQuerySchema,
        response: { 200: dateListSchema, ...pickErrors(400, 429, 500) },
      },
    },
    (request, reply) => sendCatalogAnswer(request, reply, service.withoutPrice(request.query)),
  );

  app.get(
    "/api/catalog/visit-prices/:date",
    {
      compress: false,
      schema: {
        tags: ["catalog"],
        summary: "Prices of one date, with the activity prices in force that day",
        description: `The date's tariff (pesos) with horsebackRidingPrice, and the activity price period in force that day. 404 no_price (naming the date in dates) when the date has no tariff. ${CLOSED_DATES_NOTE}`,
        params: dateParamsSchema,
        response: {
          200: datePriceDetailSchema,
          ...pickErrors(400, 429, 500),
          404: detailedErrorSchema.check(z.describe("no_price: the date has no tariff; `dates` names it")),
        },
      },
    },
    (request, reply) => sendCatalogAnswer(request, reply, service.onDate(request.params.date)),
  );

  app.get(
    "/api/catalog/visit-prices-per-year/:year",
    {
      compress: false,
      schema: {
        tags: ["catalog"],
        summary: "Tariff of every date of a year, for the prices calendar",
        description: `Entries of 1 January to 31 December of the year in date order; each datePrices adds horsebackRidingPrice. ${CLOSED_DATES_NOTE}`,
        params: yearParamsSchema,
        response: { 200: z.array(yearlyPricesSchema), ...pickErrors(400, 429, 500) },
      },
    },
    (request, reply) => sendCatalogAnswer(request, reply, service.perYear(request.params.year)),
  );
};
