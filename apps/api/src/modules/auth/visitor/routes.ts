import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import type { VisitorTokenService } from "./service.ts";

/** Issuing tokens is cheap for us but each one is a credential: a browser needs a handful per hour. */
export const VISITOR_TOKEN_RATE_LIMIT = { max: 20, timeWindow: "1 minute" } as const;

export const visitorRoutes: FastifyPluginAsyncZod<{ tokens: VisitorTokenService }> = async (
  app,
  { tokens },
) => {
  app.post(
    "/auth/visitor",
    {
      config: { rateLimit: VISITOR_TOKEN_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary: "Anonymous visitor token for secure calls",
        description:
          "A signed token (HS256) valid for expiresIn seconds (2 hours). Secure calls require `Authorization: Bearer <token>` and answer 401 unauthorized when it is missing, forged or expired; ask for a new one then. No body.",
        response: {
          200: z.object({ token: z.string(), expiresIn: z.number().int() }),
          ...pickErrors(429, 500),
        },
      },
    },
    () => tokens.issue(),
  );

  app.get(
    "/auth/visitor/session",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["auth"],
        summary: "Check a visitor token (secure)",
        description:
          "Answers who the bearer is and until when, so the web can renew a stored token before it expires. 401 when the token is missing, forged or expired.",
        security: [{ visitorToken: [] }],
        response: {
          200: z.object({ visitorId: z.string(), expiresAt: z.string().describe("ISO instant") }),
          401: errorResponseSchema.describe("Missing, forged or expired token"),
          ...pickErrors(429, 500),
        },
      },
    },
    (request) => {
      // requireVisitor ran, so the visitor is set.
      const visitor = request.visitor!;
      return { visitorId: visitor.id, expiresAt: visitor.expiresAt.toISOString() };
    },
  );
};
