import { officeJobPostSchema } from "@park/domain/content/office-content-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { errorResponseSchema } from "../../../../http/error-response.ts";
import { idParamsSchema, pickErrors, staffErrors } from "../../../../http/route-schemas.ts";
import { verifiedStaff } from "../../session/require-staff.ts";
import { registerContentRoutes } from "../content-routes.ts";
import { PICTURE_RULES } from "../picture-upload.ts";
import { jobPostBodySchema } from "./schemas.ts";
import type { OfficeJobPostsService } from "./service.ts";

const titleTakenResponse = errorResponseSchema.check(
  z.describe("job_title_taken: another vacancy has this titleId"),
);

export const officeJobPostsRoutes: FastifyPluginAsyncZod<{ service: OfficeJobPostsService }> = async (
  app,
  { service },
) => {
  registerContentRoutes(app, {
    path: "/api/office/content/job-posts",
    item: officeJobPostSchema,
    withPicture: true,
    list: { summary: "Every vacancy, open and closed (admin)", run: service.list },
    picture: { summary: "A vacancy's picture, open or closed, as an image (admin)", run: service.picture },
    create: {
      summary: "Open a vacancy (admin)",
      description:
        "Listed on the careers page at once. titleId: CAPITALS, digits and _, unique. The picture is " +
        `optional. ${PICTURE_RULES}`,
      body: jobPostBodySchema,
      conflict: titleTakenResponse,
      run: service.create,
    },
    update: {
      summary: "Change a vacancy's texts and picture (admin)",
      description: `${PICTURE_RULES} Without a picture the current one stays; the careers page shows a new one at once.`,
      body: jobPostBodySchema,
      conflict: titleTakenResponse,
      run: service.update,
    },
  });

  // A vacancy is closed, never deleted: its applications reference it.
  const admin = app.requireStaff("admin");
  const stateChanges = [
    {
      action: "close",
      summary: "Close a vacancy (admin)",
      description: "It leaves the careers page and the application form; its applications stay.",
      run: service.close,
    },
    {
      action: "reopen",
      summary: "Reopen a closed vacancy (admin)",
      description: "It is listed on the careers page again and takes applications at once.",
      run: service.reopen,
    },
  ];
  for (const { action, summary, description, run } of stateChanges)
    app.post(
      `/api/office/content/job-posts/:id/${action}`,
      {
        onRequest: admin,
        schema: {
          tags: ["office"],
          summary,
          description: `${description} Admin only; needs the session's x-csrf-token.`,
          params: idParamsSchema,
          response: { 200: officeJobPostSchema, ...staffErrors, ...pickErrors(400, 404, 429, 500) },
        },
      },
      (request) => run(verifiedStaff(request).id, request.params.id),
    );
};
