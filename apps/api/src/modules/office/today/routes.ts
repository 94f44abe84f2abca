import { isoDateSchema } from "@park/domain/catalog.ts";
import { OVERVIEW_MAX_NIGHTS } from "@park/domain/office-today/day-overview.ts";
import { todayOverviewDtoSchema } from "@park/domain/office-today/today-overview-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import type { TodayService } from "./service.ts";

const querySchema = z.object({
  from: z
    .optional(isoDateSchema)
    .check(z.describe("First date shown (YYYY-MM-DD); today in the park by default")),
  nights: z
    ._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(OVERVIEW_MAX_NIGHTS)), 7)
    .check(z.describe(`Days shown, 1 to ${OVERVIEW_MAX_NIGHTS}`)),
});

export const todayRoutes: FastifyPluginAsyncZod<{ service: TodayService }> = async (app, { service }) => {
  app.get(
    "/api/office/today",
    {
      onRequest: app.requireStaff("front_desk"),
      schema: {
        tags: ["office"],
        summary: "Today and the coming days (front desk)",
        description:
          "For each date from `from`: arrivals and admission capacity per arrival time (paid and held persons " +
          "against the DAY and NIGHT limits, as the sale counts them), the 37 units' state each night (SOLD, " +
          "HELD, BLOCKED or FREE, with the visit code or the block's reason) and every activity slot's places " +
          "(sold, held, left). Staff only: front_desk or admin.",
        querystring: querySchema,
        response: {
          200: todayOverviewDtoSchema,
          401: errorResponseSchema.check(z.describe("staff_session_required")),
          403: errorResponseSchema.check(z.describe("staff_role_forbidden")),
          ...pickErrors(400, 429, 500),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.overview(request.query);
    },
  );
};
