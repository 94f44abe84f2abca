import { officeEventSchema } from "@park/domain/content/office-content-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerContentRoutes } from "../content-routes.ts";
import { PICTURE_RULES } from "../picture-upload.ts";
import { createEventBodySchema, updateEventBodySchema } from "./schemas.ts";
import type { OfficeEventsService } from "./service.ts";

const EVENT_RULES = `${PICTURE_RULES} A date before today is refused (400 date).`;

export const officeEventsRoutes: FastifyPluginAsyncZod<{ service: OfficeEventsService }> = async (
  app,
  { service },
) =>
  registerContentRoutes(app, {
    path: "/api/office/content/events",
    item: officeEventSchema,
    withPicture: true,
    list: { summary: "Every event, latest first, past ones too (admin)", run: service.list },
    picture: { summary: "An event's picture, as an image (admin)", run: service.picture },
    create: {
      summary: "Add an event (admin)",
      description: EVENT_RULES,
      body: createEventBodySchema,
      run: service.create,
    },
    update: {
      summary: "Change an event (admin)",
      description: `${EVENT_RULES} Without a picture the current one stays.`,
      body: updateEventBodySchema,
      run: service.update,
    },
    remove: { summary: "Delete an event (admin)", run: service.delete },
  });
