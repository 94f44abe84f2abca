import { jobPostSchema } from "@park/domain/careers/job-post-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { languageOf } from "../../../http/language.ts";
import { ifNoneMatchNames } from "../../../http/prepared-answer.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import { jobPostIdParamsSchema } from "./schemas.ts";
import type { JobPostsService } from "./service.ts";

export const jobPostsRoutes: FastifyPluginAsyncZod<{ service: JobPostsService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/core/job-post/web",
    {
      schema: {
        tags: ["core"],
        summary: "Open vacancies",
        description:
          "Every open vacancy (001 §3 Job post), titled in the request's language. Empty when none.",
        response: { 200: z.array(jobPostSchema), ...pickErrors(429, 500) },
      },
    },
    (request) => service.list(languageOf(request.headers["accept-language"])),
  );

  app.get(
    "/api/core/job-post/web/:id",
    {
      schema: {
        tags: ["core"],
        summary: "One vacancy",
        description: "The vacancy with its details text. 404 not_found when it is not open.",
        params: jobPostIdParamsSchema,
        response: { 200: jobPostSchema, ...pickErrors(400, 404, 429, 500) },
      },
    },
    (request) => service.get(request.params.id, languageOf(request.headers["accept-language"])),
  );

  app.get(
    "/api/core/job-post/:id/image",
    {
      schema: {
        tags: ["core"],
        summary: "Picture of a vacancy",
        description:
          "The picture itself (image/jpeg, image/png or image/webp), usable as an <img> source. 404 not_found " +
          "for an unknown vacancy or one without a picture. no-cache with an ETag: a replaced picture shows at " +
          "once, an unchanged one answers 304 to If-None-Match.",
        params: jobPostIdParamsSchema,
        response: {
          200: z.any().check(z.describe("The image's bytes")),
          304: z.null().check(z.describe("The picture the client holds is current")),
          ...pickErrors(400, 404, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const image = await service.image(request.params.id);
      // Revalidated on every use (the office may replace it at any time); an unchanged picture is a 304.
      reply.header("cache-control", "no-cache").header("etag", image.etag);
      if (ifNoneMatchNames(request.headers["if-none-match"], new Set([image.etag])))
        return reply.code(304).send(null);
      return reply
        .type(image.contentType)
        .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  );
};
