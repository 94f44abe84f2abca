import { promotionInputSchema } from "@park/domain/content/content-schemas.ts";
import { officePromotionSchema } from "@park/domain/content/office-content-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { errorResponseSchema } from "../../../../http/error-response.ts";
import { registerContentRoutes } from "../content-routes.ts";
import type { OfficePromotionsService } from "./service.ts";

const codeTakenResponse = errorResponseSchema.check(
  z.describe("promotion_code_taken: another promotion has this code, whatever its case"),
);

const RULES =
  "code: exactly 8 letters, digits or underscores, stored in capitals; endDate on or after startDate; prices " +
  "per person in pesos, 0 or more with at most 2 decimals; maxLodgeCapacity 1 to 50. 400 lists each field.";

export const officePromotionsRoutes: FastifyPluginAsyncZod<{ service: OfficePromotionsService }> = async (
  app,
  { service },
) =>
  registerContentRoutes(app, {
    path: "/api/office/content/promotions",
    item: officePromotionSchema,
    withPicture: false,
    list: { summary: "Every special promotion with its code (admin)", run: service.list },
    create: {
      summary: "Add a special promotion code (admin)",
      description: RULES,
      body: promotionInputSchema,
      conflict: codeTakenResponse,
      run: service.create,
    },
    update: {
      summary: "Change a special promotion (admin)",
      description: `${RULES} Quotes already paid keep the prices they were sold at.`,
      body: promotionInputSchema,
      conflict: codeTakenResponse,
      run: service.update,
    },
    remove: {
      summary: "Delete a special promotion no quote uses (admin)",
      conflict: errorResponseSchema.check(
        z.describe("promotion_in_use: a quote carries it; change its dates instead"),
      ),
      run: service.delete,
    },
  });
