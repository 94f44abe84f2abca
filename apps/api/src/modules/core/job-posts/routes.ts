import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { languageOf } from "../../../http/language.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import { jobPostIdParamsSchema, jobPostSchema } from "./schemas.ts";
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
        response: { 200: jobPostSchema.array(), ...pickErrors(429, 500) },
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
          "for an unknown vacancy or one without a picture.",
        params: jobPostIdParamsSchema,
        response: { 200: z.any().describe("The image's bytes"), ...pickErrors(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const image = await service.image(request.params.id);
      return reply
        .type(image.contentType)
        .header("cache-control", "public, max-age=3600")
        .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  );
};
