import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "../../../../http/error-response.ts";
import { pickErrors } from "../../../../http/route-schemas.ts";
import { verifiedStaff } from "../../session/require-staff.ts";
import { PICTURE_BODY_LIMIT, PICTURE_RULES } from "../picture-upload.ts";
import { jobPostBodySchema, jobPostIdParamsSchema, officeJobPostSchema } from "./schemas.ts";
import type { OfficeJobPostsService } from "./service.ts";

const titleTakenResponse = errorResponseSchema.describe("job_title_taken: another vacancy has this titleId");

export const officeJobPostsRoutes: FastifyPluginAsyncZod<{ service: OfficeJobPostsService }> = async (
  app,
  { service },
) => {
  const admin = app.requireStaff("admin");

  app.get(
    "/api/office/content/job-posts",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "Every vacancy, open and closed (admin)",
        response: { 200: officeJobPostSchema.array(), ...pickErrors(429, 500) },
      },
    },
    () => service.list(),
  );

  app.get(
    "/api/office/content/job-posts/:id/picture",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "A vacancy's picture, open or closed, as an image (admin)",
        params: jobPostIdParamsSchema,
        response: { 200: z.any().describe("The picture's bytes"), ...pickErrors(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const picture = await service.picture(request.params.id);
      return reply
        .type(picture.contentType)
        .header("cache-control", "no-store")
        .send(Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.byteLength));
    },
  );

  app.post(
    "/api/office/content/job-posts",
    {
      onRequest: admin,
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags: ["office"],
        summary: "Open a vacancy (admin)",
        description:
          "Listed on the careers page at once. titleId: CAPITALS, digits and _, unique. The picture is " +
          `optional. ${PICTURE_RULES}`,
        body: jobPostBodySchema,
        response: { 201: officeJobPostSchema, 409: titleTakenResponse, ...pickErrors(400, 429, 500) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(verifiedStaff(request).id, request.body)),
  );

  app.put(
    "/api/office/content/job-posts/:id",
    {
      onRequest: admin,
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        tags: ["office"],
        summary: "Change a vacancy's texts and picture (admin)",
        description: `${PICTURE_RULES} Without a picture the current one stays; the careers page shows a new one at once.`,
        params: jobPostIdParamsSchema,
        body: jobPostBodySchema,
        response: { 200: officeJobPostSchema, 409: titleTakenResponse, ...pickErrors(400, 404, 429, 500) },
      },
    },
    (request) => service.update(verifiedStaff(request).id, request.params.id, request.body),
  );

  app.post(
    "/api/office/content/job-posts/:id/close",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "Close a vacancy (admin)",
        description: "It leaves the careers page and the application form; its applications stay.",
        params: jobPostIdParamsSchema,
        response: { 200: officeJobPostSchema, ...pickErrors(400, 404, 429, 500) },
      },
    },
    (request) => service.close(verifiedStaff(request).id, request.params.id),
  );

  app.post(
    "/api/office/content/job-posts/:id/reopen",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "Reopen a closed vacancy (admin)",
        params: jobPostIdParamsSchema,
        response: { 200: officeJobPostSchema, ...pickErrors(400, 404, 429, 500) },
      },
    },
    (request) => service.reopen(verifiedStaff(request).id, request.params.id),
  );
};
