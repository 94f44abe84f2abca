import {
  vehicleEntryBodySchema,
  vehicleEntryDtoSchema,
  vehicleEntryExistsSchema,
} from "@park/domain/vehicle-entry.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { CODE_LOOKUP_RATE_LIMIT } from "../shared/quote-lookup-routes.ts";
import { quoteErrorResponses } from "../shared/route-schemas.ts";
import type { VehicleEntriesService } from "./service.ts";

const codeDescription = "Visit code, matched ignoring case and surrounding spaces";

export const vehicleEntriesRoutes: FastifyPluginAsyncZod<{ service: VehicleEntriesService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/ecommerce/entry/exist/:code",
    {
      config: { rateLimit: CODE_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ["ecommerce"],
        summary: "Whether the visit's vehicle is pre-registered",
        description:
          "The confirmation page shows the vehicle form only when no entry exists (001 §4). 404 quote_not_found for an unknown code.",
        params: z.object({ code: z.string().check(z.describe(codeDescription)) }),
        response: { 200: vehicleEntryExistsSchema, ...quoteErrorResponses },
      },
    },
    (request) => service.exists(request.params.code),
  );

  app.post(
    "/api/ecommerce/entry",
    {
      config: { rateLimit: CODE_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ["ecommerce"],
        summary: "Pre-register the vehicle of a paid visit",
        description:
          "The body is the vehicle entry of 001 §3: its properties (VEHICLE_TYPE, VEHICLE_BRAND, VEHICLE_COLOR, " +
          "VEHICLE_PLAQUE, VEHICLE_PLAQUE_TYPE with value and otherValue; FIRST_TIME with a boolean value). Type, " +
          "brand, colour, plate and plate type are required unless the type is PEDESTRIAN (then they are not " +
          "kept); each otherValue is required when its choice is other; FIRST_TIME always; texts are trimmed, " +
          "at most 100 characters; ids must be listed by GET /api/catalog/vehicle/property. Errors name the " +
          "form's fields (vehicleType, vehicleTypeOther, brand, brandOther, color, colorOther, plate, plateType, " +
          "plateTypeOther, firstTime). One entry per visit, only once it is paid.",
        querystring: z.object({ visitCode: z.string().check(z.describe(codeDescription)) }),
        body: vehicleEntryBodySchema,
        response: {
          201: vehicleEntryDtoSchema,
          ...quoteErrorResponses,
          409: errorResponseSchema.check(
            z.describe(
              "visit_not_paid: the visit's payment has not gone through; entry_exists: the visit already has its entry",
            ),
          ),
        },
      },
    },
    async (request, reply) => {
      const entry = await service.create(request.query.visitCode, request.body);
      return reply.code(201).send(entry);
    },
  );
};
