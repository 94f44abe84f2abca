import multipart from "@fastify/multipart";
import { MAX_DOCUMENT_BYTES } from "@park/domain/careers/application-documents.ts";
import { sentApplicationSchema } from "@park/domain/careers/sent-application-dto.ts";
import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { AppError } from "../../../http/app-error.ts";
import { refuseNonText } from "../../../http/control-characters.ts";
import { detailedErrorSchema, errorResponseSchema } from "../../../http/error-response.ts";
import { languageOf } from "../../../http/language.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import { bearerToken } from "../../auth/visitor/require-visitor.ts";
import type { JobApplicationsService, UploadedDocuments } from "./service.ts";

/** Enough for an applicant who retries; a bulk sender also has to solve a proof of work each time. */
const APPLICATION_RATE_LIMIT = { max: 10, timeWindow: "1 minute" } as const;
const CHALLENGE_RATE_LIMIT = { max: 30, timeWindow: "1 minute" } as const;

const applicationIdParams = z.object({
  id: z.uuid().check(z.describe("The id POST /api/core/job-application answered")),
});

const challengeSchema = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        expiresAt: z.optional(z.number()).check(z.describe("Unix seconds")),
      })
      .check(z.describe("ALTCHA v2 challenge parameters (signed)")),
    signature: z.optional(z.string()),
  })
  .check(
    z.describe("An ALTCHA challenge for the widget (self-hosted, SHA-256 proof of work, 20 minutes to use)"),
  );

/** Multipart failures as the error format: too large is the spec's message, anything else a failed upload. */
function multipartError(err: unknown): unknown {
  const code = (err as FastifyError | undefined)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError(413, "file_too_large");
  if (typeof code === "string" && code.startsWith("FST_")) return new AppError(400, "upload_failed");
  return err;
}

export const jobApplicationsRoutes: FastifyPluginAsyncZod<{ service: JobApplicationsService }> = async (
  app,
  { service },
) => {
  // Only these routes take multipart; the limits stop a large body before it is read whole.
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES - 1, files: 10, fields: 10, fieldSize: 100, parts: 20 },
  });

  app.get(
    "/api/core/job-application/captcha-challenge",
    {
      config: { rateLimit: CHALLENGE_RATE_LIMIT },
      schema: {
        tags: ["core"],
        summary: "Captcha challenge for the job application",
        description:
          "The ALTCHA widget's `challenge` address. Send the widget's payload (base64) in the " +
          "`X-Altcha-Payload` header of POST /api/core/job-application; each challenge counts once.",
        response: { 200: challengeSchema, ...pickErrors(429, 500) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return service.challenge();
    },
  );

  app.post(
    "/api/core/job-application",
    {
      config: { rateLimit: APPLICATION_RATE_LIMIT },
      schema: {
        tags: ["core"],
        summary: "Send a job application",
        description:
          "The cleaned application form of 001 §3 (childrenAges joined by ',', creditorName by ', ', " +
          "alternativeApplication by ','; history and references as arrays; captchaVerified true), checked " +
          "with the domain's jobApplicationSchema: 400 validation_error names every field at fault at once (`fields[].path`, " +
          "e.g. `applicantHistory.0.companyName`). The ALTCHA payload goes in the `X-Altcha-Payload` " +
          "header: missing, wrong, expired or already used answers 400 captcha_invalid. Texts are stored " +
          "as text (HTML is not interpreted). 201 answers the id and `uploadToken`, the only key to " +
          "POST /api/core/job-application/{id}/files. The applicant and HR are e-mailed once the documents " +
          "arrive (or 10 minutes later without them).",
        headers: z.looseObject({ "x-altcha-payload": z.optional(z.string().check(z.maxLength(4_000))) }),
        body: z
          .looseObject({ jobPostId: z.number().check(z.describe("The vacancy applied for")) })
          .check(
            z.describe("The application form (see the description); checked field by field by the service"),
          ),
        response: {
          201: sentApplicationSchema,
          400: detailedErrorSchema.check(z.describe("validation_error with `fields`, or captcha_invalid")),
          ...pickErrors(429, 500),
        },
      },
    },
    async (request, reply) => {
      const answer = await service.apply(
        request.body,
        request.headers["x-altcha-payload"],
        languageOf(request.headers["accept-language"]),
      );
      return reply.code(201).send(answer);
    },
  );

  app.post(
    "/api/core/job-application/:id/files",
    {
      config: { rateLimit: APPLICATION_RATE_LIMIT },
      preHandler: async (request) => {
        const { id } = request.params as z.infer<typeof applicationIdParams>;
        await service.authorize(id, bearerToken(request.headers.authorization));
      },
      schema: {
        tags: ["core"],
        summary: "Send the documents of a job application (secure)",
        description:
          "multipart/form-data, only with `Authorization: Bearer <uploadToken>` of this application (401 " +
          "otherwise), once (409 documents_already_sent after). One file per slot, the slot as field name: " +
          "imss, birthCertificate, proofOfAddress, curp, identification, rfc, proofOfStudies, driverLicense; " +
          "identification takes two files for an INE in BOTH_SIDES mode and then needs the fields " +
          "identificationType (INE, MILITARY_ID, PASSPORT) and identificationUploadMode (BOTH_SIDES, " +
          "ONE_SIDE). JPG or PDF by name or declared type (400 file_type otherwise) and by content (400 " +
          "upload_failed when the first bytes are not what the file claims), under 2 MB (2,097,152 bytes and more: " +
          "413 file_too_large). Names are cleaned and a repeated one gets the '_reverse' suffix. No files " +
          "at all is allowed: the e-mails then go at once.",
        security: [{ applicationUploadToken: [] }],
        params: applicationIdParams,
        headers: z.looseObject({ authorization: z.optional(z.string()) }),
        response: {
          201: z.object({
            documents: z.array(
              z.object({
                slot: z.string(),
                name: z.string().check(z.describe("As stored and e-mailed")),
                size: z.number(),
              }),
            ),
          }),
          400: detailedErrorSchema.check(z.describe("validation_error, file_type or upload_failed")),
          401: errorResponseSchema.check(z.describe("Missing token, or not this application's")),
          409: errorResponseSchema.check(z.describe("documents_already_sent")),
          413: errorResponseSchema.check(z.describe("file_too_large")),
          415: errorResponseSchema.check(
            z.describe("unsupported_media_type: the body is not multipart/form-data"),
          ),
          ...pickErrors(429, 500),
        },
      },
    },
    async (request, reply) => {
      // Even no files at all come as multipart (the browser's empty FormData).
      if (!request.isMultipart()) throw new AppError(415, "unsupported_media_type");
      const upload: UploadedDocuments = { files: [], fields: {} };
      try {
        for await (const part of request.parts()) {
          if (part.type === "file") {
            upload.files.push({
              slot: part.fieldname,
              filename: part.filename,
              contentType: part.mimetype,
              bytes: await part.toBuffer(),
            });
          } else if (typeof part.value === "string") {
            refuseNonText(part.value, part.fieldname);
            upload.fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        throw multipartError(err);
      }
      const documents = await service.saveDocuments(request.params.id, upload);
      return reply.code(201).send({ documents });
    },
  );
};
