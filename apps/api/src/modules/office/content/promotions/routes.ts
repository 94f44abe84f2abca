import { promotionInputSchema } from "@park/domain/content/content-schemas.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "../../../../http/error-response.ts";
import { pickErrors } from "../../../../http/route-schemas.ts";
import { verifiedStaff } from "../../session/require-staff.ts";
import { officePromotionSchema, promotionIdParamsSchema } from "./schemas.ts";
import type { OfficePromotionsService } from "./service.ts";

const codeTakenResponse = errorResponseSchema.describe(
  "promotion_code_taken: another promotion has this code, whatever its case",
);

const RULES =
  "code: exactly 8 letters, digits or underscores, stored in capitals; endDate on or after startDate; prices " +
  "per person in pesos, 0 or more with at most 2 decimals; maxLodgeCapacity 1 to 50. 400 lists each field.";

export const officePromotionsRoutes: FastifyPluginAsyncZod<{ service: OfficePromotionsService }> = async (
  app,
  { service },
) => {
  const admin = app.requireStaff("admin");

  app.get(
    "/api/office/content/promotions",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "Every special promotion with its code (admin)",
        response: { 200: officePromotionSchema.array(), ...pickErrors(429, 500) },
      },
    },
    () => service.list(),
  );

  app.post(
    "/api/office/content/promotions",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "Add a special promotion code (admin)",
        description: RULES,
        body: promotionInputSchema,
        response: { 201: officePromotionSchema, 409: codeTakenResponse, ...pickErrors(400, 429, 500) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(verifiedStaff(request).id, request.body)),
  );

  app.put(
    "/api/office/content/promotions/:id",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "Change a special promotion (admin)",
        description: `${RULES} Quotes already paid keep the prices they were sold at.`,
        params: promotionIdParamsSchema,
        body: promotionInputSchema,
        response: { 200: officePromotionSchema, 409: codeTakenResponse, ...pickErrors(400, 404, 429, 500) },
      },
    },
    (request) => service.update(verifiedStaff(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/office/content/promotions/:id",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "Delete a special promotion no quote uses (admin)",
        params: promotionIdParamsSchema,
        response: {
          204: z.null(),
          409: errorResponseSchema.describe("promotion_in_use: a quote carries it; change its dates instead"),
          ...pickErrors(400, 404, 429, 500),
        },
      },
    },
    async (request, reply) => {
      await service.delete(verifiedStaff(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
