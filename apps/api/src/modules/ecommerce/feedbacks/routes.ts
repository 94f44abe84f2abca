import { feedbackSchema } from "@park/domain/contact/feedback-schema.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { detailedErrorSchema } from "../../../http/error-response.ts";
import { languageOf } from "../../../http/language.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import type { FeedbacksService } from "./service.ts";

/** A form anyone can post: enough for a family that retries, too few for a spammer (DESIGN.md §9). */
const FEEDBACK_RATE_LIMIT = { max: 10, timeWindow: "1 minute" } as const;

export const feedbacksRoutes: FastifyPluginAsyncZod<{ service: FeedbacksService }> = async (
  app,
  { service },
) => {
  app.post(
    "/api/ecommerce/feedbacks",
    {
      config: { rateLimit: FEEDBACK_RATE_LIMIT },
      schema: {
        tags: ["ecommerce"],
        summary: "Send a message to the park (contact form)",
        description:
          "001 §5: name (at most 80 characters, capitalised), email (valid, at most 320), subject (id 1-6: " +
          "doubts and questions, cabin reservation, company quotation, group quotation, comments or " +
          "suggestions, complaints) and message (at most 1500); all required and trimmed. Stored, then " +
          "e-mailed to the park's mailbox (retried until it goes). Errors name the fields.",
        body: feedbackSchema,
        response: {
          201: z.object({ id: z.string(), createdAt: z.string() }),
          400: detailedErrorSchema.check(z.describe("validation_error with `fields`")),
          ...pickErrors(429, 500),
        },
      },
    },
    async (request, reply) => {
      const answer = await service.create(request.body, languageOf(request.headers["accept-language"]));
      return reply.code(201).send(answer);
    },
  );
};
