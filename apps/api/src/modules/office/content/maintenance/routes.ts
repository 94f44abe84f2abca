import { maintenanceInputSchema } from "@park/domain/content/content-schemas.ts";
import { officeMaintenanceSchema } from "@park/domain/content/office-content-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pickErrors, staffErrors } from "../../../../http/route-schemas.ts";
import { verifiedStaff } from "../../session/require-staff.ts";
import type { OfficeMaintenanceService } from "./service.ts";

export const officeMaintenanceRoutes: FastifyPluginAsyncZod<{ service: OfficeMaintenanceService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/office/content/maintenance",
    {
      onRequest: app.requireStaff("admin"),
      schema: {
        tags: ["office"],
        summary: "The maintenance switch (admin)",
        description:
          "Whether the site shows its maintenance page instead of its pages, and its message. Admin only.",
        response: { 200: officeMaintenanceSchema, ...staffErrors, ...pickErrors(429, 500) },
      },
    },
    () => service.get(),
  );

  app.put(
    "/api/office/content/maintenance",
    {
      onRequest: app.requireStaff("admin"),
      schema: {
        tags: ["office"],
        summary: "Turn the maintenance page on or off (admin)",
        description: "GET /api/core/maintenance answers the new state from the next call on.",
        body: maintenanceInputSchema,
        response: { 200: officeMaintenanceSchema, ...staffErrors, ...pickErrors(400, 429, 500) },
      },
    },
    (request) => service.set(verifiedStaff(request).id, request.body.maintenance),
  );
};
