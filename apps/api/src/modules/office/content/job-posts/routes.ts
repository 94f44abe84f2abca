import { jobPostInputSchema } from "@park/domain/content/content-schemas.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../../http/error-response.ts";
import { pickErrors } from "../../../../http/route-schemas.ts";
import { verifiedStaff } from "../../session/require-staff.ts";
import { jobPostIdParamsSchema, officeJobPostSchema } from "./schemas.ts";
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

  app.post(
    "/api/office/content/job-posts",
    {
      onRequest: admin,
      schema: {
        tags: ["office"],
        summary: "Open a vacancy (admin)",
        description: "Listed on the careers page at once. titleId: CAPITALS, digits and _, unique.",
        body: jobPostInputSchema,
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
      schema: {
        tags: ["office"],
        summary: "Change a vacancy's texts (admin)",
        params: jobPostIdParamsSchema,
        body: jobPostInputSchema,
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
