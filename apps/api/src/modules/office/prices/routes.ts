import {
  pricesOverviewSchema,
  savedChangeSchema,
  savedExchangeRateSchema,
} from "@park/domain/office-prices/office-prices-dto.ts";
import { exchangeRateSchema, priceChangeSchema } from "@park/domain/office-prices/price-changes.ts";
import { yearlyPricesSchema } from "@park/domain/prices-calendar/yearly-prices-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { pickErrors, yearParamsSchema } from "../../../http/route-schemas.ts";
import { verifiedStaff } from "../session/require-staff.ts";
import { staffErrors } from "./schemas.ts";
import type { OfficePricesService } from "./service.ts";

const CHANGE_NOTE =
  "Kinds: paint (colour a range; each date takes the prices of the nearest date of that colour), tariff " +
  "(set the prices of the range's dates of one colour), no_price (close or reopen a range), activity_period " +
  "(create with id null, or replace), activity_period_delete. Prices in integer centavos, never below zero; " +
  "ranges start today or later (a period may have started, but must not have ended) and span at most 2 years.";

/** The admin's prices and calendar (issue 14 item 4); every call admin only, every write audited. */
export const officePricesRoutes: FastifyPluginAsyncZod<{ service: OfficePricesService }> = async (
  app,
  { service },
) => {
  const admin = app.requireStaff("admin");

  app.get(
    "/api/office/prices",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "Tariffs, activity periods, closed dates and exchange rate, for the prices page",
        description:
          "For the `year` asked: the visit tariffs, the activity price periods, the closed dates and the " +
          "current exchange rate, as the office's prices page shows them. Admin only.",
        querystring: yearParamsSchema,
        response: { 200: pricesOverviewSchema, ...staffErrors, ...pickErrors(400, 429, 500) },
      },
    },
    (request) => service.overview(request.query.year),
  );

  app.post(
    "/api/office/prices/preview",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "The visitor's year of prices as it would be with a change saved",
        description: `Same answer as GET /api/catalog/visit-prices-per-year/{year}, with the change applied; nothing is saved. ${CHANGE_NOTE}`,
        querystring: yearParamsSchema,
        body: priceChangeSchema,
        response: {
          200: z.array(yearlyPricesSchema),
          ...staffErrors,
          ...pickErrors(400, 404, 429, 500),
          409: errorResponseSchema.check(z.describe("color_without_tariff or period_overlap")),
        },
      },
    },
    (request) => service.preview(request.body, request.query.year),
  );

  app.post(
    "/api/office/prices/changes",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "Saves a change of the prices (with its audit entries, in one transaction)",
        description: `The visitor's calls show it at once in this process, within about a second in the others. Paid visits keep the prices they were sold at. ${CHANGE_NOTE}`,
        body: priceChangeSchema,
        response: {
          200: savedChangeSchema,
          ...staffErrors,
          ...pickErrors(400, 404, 429, 500),
          409: errorResponseSchema.check(z.describe("color_without_tariff or period_overlap")),
        },
      },
    },
    (request) => service.save(request.body, verifiedStaff(request).id),
  );

  app.put(
    "/api/office/prices/exchange-rate",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "Sets the pesos per US dollar shown to and charged from visitors paying in USD",
        description:
          "A payment sent with the previous rate is refused with exchange_rate_changed, so the visitor sees " +
          "the new one before paying. Admin only; needs the session's x-csrf-token.",
        body: exchangeRateSchema,
        response: { 200: savedExchangeRateSchema, ...staffErrors, ...pickErrors(400, 429, 500) },
      },
    },
    (request) => service.setExchangeRate(request.body.value, verifiedStaff(request).id),
  );
};
