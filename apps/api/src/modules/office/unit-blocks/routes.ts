import { isoDateSchema } from "@park/domain/catalog.ts";
import {
  unitBlockDtoSchema,
  unitNightsChangeDtoSchema,
} from "@park/domain/office-today/today-overview-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { detailedErrorSchema } from "../../../http/error-response.ts";
import { pickErrors, staffErrors } from "../../../http/route-schemas.ts";
import { verifiedStaff } from "../session/require-staff.ts";
import type { UnitBlocksService } from "./service.ts";

const unitParams = z.object({ unitId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });

const rangeSchema = z.object({
  firstNight: isoDateSchema.check(z.describe("First night blocked (the date it starts on)")),
  lastNight: isoDateSchema.check(z.describe("Last night blocked, included")),
});

export const unitBlocksRoutes: FastifyPluginAsyncZod<{ service: UnitBlocksService }> = async (
  app,
  { service },
) => {
  app.post(
    "/api/office/units/:unitId/blocks",
    {
      onRequest: app.requireStaff("front_desk"),
      schema: {
        tags: ["office"],
        summary: "Block a unit for maintenance (front desk)",
        description:
          "Blocks every night from firstNight to lastNight (at most 366, none in the past): the maps, holds " +
          "and the sale then treat them as taken. All or nothing: 409 unit_nights_taken lists in `dates` the " +
          "nights a visitor holds or bought, or that are already blocked. Audited.",
        params: unitParams,
        body: z.extend(rangeSchema, {
          reason: z.string().check(z.trim(), z.minLength(1, "required"), z.maxLength(200, "too_long")),
        }),
        response: {
          201: unitBlockDtoSchema,
          409: detailedErrorSchema.check(z.describe("unit_nights_taken, with `dates`")),
          ...staffErrors,
          ...pickErrors(400, 404, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const block = await service.block(verifiedStaff(request), {
        unitId: request.params.unitId,
        ...request.body,
      });
      return reply.code(201).send(block);
    },
  );

  app.delete(
    "/api/office/units/:unitId/blocks",
    {
      onRequest: app.requireStaff("front_desk"),
      schema: {
        tags: ["office"],
        summary: "Unblock a unit's nights (front desk)",
        description:
          "Frees the blocked nights of the unit from firstNight to lastNight; holds and sales are never " +
          "touched. 404 unit_block_not_found when none of them was blocked. Audited.",
        params: unitParams,
        querystring: rangeSchema,
        response: {
          200: unitNightsChangeDtoSchema,
          ...staffErrors,
          ...pickErrors(400, 404, 429, 500),
        },
      },
    },
    async (request) =>
      service.unblock(verifiedStaff(request), { unitId: request.params.unitId, ...request.query }),
  );
};
