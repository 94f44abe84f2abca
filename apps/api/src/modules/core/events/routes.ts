import { eventPictureSchema, eventSchema } from "@park/domain/content/park-event-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { languageOf } from "../../../http/language.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import { unauthorizedResponse } from "../../ecommerce/shared/route-schemas.ts";
import { eventIdParamsSchema } from "./schemas.ts";
import type { EventsService } from "./service.ts";

export const eventsRoutes: FastifyPluginAsyncZod<{ service: EventsService }> = async (app, { service }) => {
  app.get(
    "/api/core/events/next",
    {
      schema: {
        tags: ["core"],
        summary: "Upcoming events",
        description:
          "Events dated today (in the park's time zone) or later, soonest first, without their pictures. " +
          "An empty list when none is planned.",
        response: { 200: z.array(eventSchema), ...pickErrors(429, 500) },
      },
    },
    (request) => service.next(languageOf(request.headers["accept-language"])),
  );

  app.get(
    "/api/core/events/:id/picture",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["core"],
        summary: "Picture of an upcoming event (secure)",
        description:
          "Needs a visitor token (POST /auth/visitor). 404 not_found for an unknown or past event.",
        params: eventIdParamsSchema,
        response: {
          200: eventPictureSchema,
          401: unauthorizedResponse,
          ...pickErrors(400, 404, 429, 500),
        },
      },
    },
    (request) => service.picture(request.params.id),
  );
};
