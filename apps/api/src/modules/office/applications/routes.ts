import { APPLICATION_STATUSES } from "@park/domain/careers/application-status.ts";
import {
  applicationDetailDtoSchema,
  applicationsListDtoSchema,
} from "@park/domain/careers/office-application-dto.ts";
import { inboxMessageDtoSchema, inboxPageDtoSchema } from "@park/domain/contact/feedback-inbox-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { attachment } from "../../../http/attachment.ts";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { noStore } from "../../../http/no-store.ts";
import { pickErrors, staffErrors } from "../../../http/route-schemas.ts";
import { verifiedStaff } from "../session/require-staff.ts";
import type { OfficeApplicationsService } from "./service.ts";

const applicationParams = z.object({ id: z.uuid() });

export const officeApplicationsRoutes: FastifyPluginAsyncZod<{ service: OfficeApplicationsService }> = async (
  app,
  { service },
) => {
  // Applicants' personal data: never kept by a browser or a proxy.
  app.addHook("onSend", noStore);

  app.get(
    "/api/office/applications",
    {
      onRequest: app.requireStaff("hr"),
      schema: {
        tags: ["office"],
        summary: "Job applications by vacancy (HR)",
        description:
          "Every vacancy with its applications counted per status, and the applications (newest first) of " +
          "`jobPostId` and/or `status` when given. Staff only: hr or admin.",
        querystring: z.object({
          jobPostId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
          status: z.optional(z.enum(APPLICATION_STATUSES)),
        }),
        response: {
          200: applicationsListDtoSchema,
          ...staffErrors,
          ...pickErrors(400, 429, 500),
        },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    "/api/office/applications/:id",
    {
      onRequest: app.requireStaff("hr"),
      schema: {
        tags: ["office"],
        summary: "One job application with every answer and its documents (HR)",
        description:
          "Every answer of the form, and each document with the id that GET .../documents/{documentId} " +
          "downloads. HR and admin only.",
        params: applicationParams,
        response: { 200: applicationDetailDtoSchema, ...staffErrors, ...pickErrors(400, 404, 429, 500) },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  app.put(
    "/api/office/applications/:id/status",
    {
      onRequest: app.requireStaff("hr"),
      schema: {
        tags: ["office"],
        summary: "Move a job application to another status (HR)",
        description:
          "Allowed moves: NEW to REVIEWED, INTERVIEW or REJECTED; REVIEWED to INTERVIEW or REJECTED; INTERVIEW " +
          "to HIRED or REJECTED; REJECTED back to REVIEWED; HIRED is final. Any other: 409 " +
          "application_status_not_allowed. Audited.",
        params: applicationParams,
        body: z.object({ status: z.enum(APPLICATION_STATUSES) }),
        response: {
          200: applicationDetailDtoSchema,
          409: errorResponseSchema.check(z.describe("application_status_not_allowed")),
          ...staffErrors,
          ...pickErrors(400, 404, 429, 500),
        },
      },
    },
    async (request) => service.setStatus(verifiedStaff(request), request.params.id, request.body.status),
  );

  app.get(
    "/api/office/applications/:id/documents/:documentId",
    {
      onRequest: app.requireStaff("hr"),
      schema: {
        tags: ["office"],
        summary: "Download a document of a job application (HR)",
        description:
          "The file as the applicant sent it (image/jpeg or application/pdf), as an attachment, never cached.",
        params: z.object({ id: z.uuid(), documentId: z.uuid() }),
        response: {
          200: z.any().check(z.describe("The document's bytes (image/jpeg or application/pdf)")),
          ...staffErrors,
          ...pickErrors(400, 404, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const file = await service.document(request.params.id, request.params.documentId);
      return reply
        .type(file.contentType)
        .header("content-disposition", attachment(file.fileName))
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(file.bytes));
    },
  );

  app.get(
    "/api/office/feedbacks",
    {
      onRequest: app.requireStaff("hr"),
      schema: {
        tags: ["office"],
        summary: "Contact messages inbox (HR)",
        description: "Newest first, 50 a page; `unread=true` shows only those nobody has read.",
        querystring: z.object({
          unread: z._default(z.enum(["true", "false"]), "false"),
          page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
        }),
        response: {
          200: inboxPageDtoSchema,
          ...staffErrors,
          ...pickErrors(400, 429, 500),
        },
      },
    },
    async (request) =>
      service.inbox({ unreadOnly: request.query.unread === "true", page: request.query.page }),
  );

  app.put(
    "/api/office/feedbacks/:id/read",
    {
      onRequest: app.requireStaff("hr"),
      schema: {
        tags: ["office"],
        summary: "Mark a contact message read or unread (HR)",
        description:
          "`read: true` marks the message read and `false` unread again. HR and admin only; needs the " +
          "session's x-csrf-token.",
        params: applicationParams,
        body: z.object({ read: z.boolean() }),
        response: { 200: inboxMessageDtoSchema, ...staffErrors, ...pickErrors(400, 404, 429, 500) },
      },
    },
    async (request) => service.markRead(verifiedStaff(request), request.params.id, request.body.read),
  );
};
