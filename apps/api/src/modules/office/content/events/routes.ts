import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pickErrors } from "../../../../http/route-schemas.ts";
import { verifiedStaff } from "../../session/require-staff.ts";
import { PICTURE_BODY_LIMIT, PICTURE_RULES } from "../picture-upload.ts";
import {
  createEventBodySchema,
  eventIdParamsSchema,
  officeEventSchema,
  updateEventBodySchema,
} from "./schemas.ts";
import type { OfficeEventsService } from "./service.ts";

const EVENT_RULES = `${PICTURE_RULES} A date before today is refused (400 date).`;

export const officeEventsRoutes: FastifyPluginAsyncZod<{ service: OfficeEventsService }> = async (
  app,
  { service },
) => {
  const admin = app.requireStaff("admin");

  app.get(
    "/api/office/content/events",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "Every event, latest first, past ones too (admin)",
        response: { 200: officeEventSchema.array(), ...pickErrors(429, 500) },
      },
    },
    () => service.list(),
  );

  app.get(
    "/api/office/content/events/:id/picture",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "An event's picture, as an image (admin)",
        params: eventIdParamsSchema,
        response: { 200: z.any().describe("The PNG's bytes"), ...pickErrors(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const picture = await service.picture(request.params.id);
      return reply
        .type("image/png")
        .header("cache-control", "no-store")
        .send(Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength));
    },
  );

  app.post(
    "/api/office/content/events",
    {
      onRequest: admin,
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags: ["office"],
        summary: "Add an event (admin)",
        description: EVENT_RULES,
        body: createEventBodySchema,
        response: { 201: officeEventSchema, ...pickErrors(400, 429, 500) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(verifiedStaff(request).id, request.body)),
  );

  app.put(
    "/api/office/content/events/:id",
    {
      onRequest: admin,
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags: ["office"],
        summary: "Change an event (admin)",
        description: `${EVENT_RULES} Without a picture the current one stays.`,
        params: eventIdParamsSchema,
        body: updateEventBodySchema,
        response: { 200: officeEventSchema, ...pickErrors(400, 404, 429, 500) },
      },
    },
    (request) => service.update(verifiedStaff(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/office/content/events/:id",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "Delete an event (admin)",
        params: eventIdParamsSchema,
        response: { 204: z.null(), ...pickErrors(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      await service.delete(verifiedStaff(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
