import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { AppError } from "../../../http/app-error.ts";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import { bearerToken } from "./require-visitor.ts";
import { VISITOR_RENEWAL_WINDOW_SECONDS, type VisitorTokenService } from "./service.ts";

/** Issuing tokens is cheap for us but each one is a credential: a browser needs a handful per hour. */
const VISITOR_TOKEN_RATE_LIMIT = { max: 20, timeWindow: "1 minute" } as const;

const tokenAnswerSchema = z.object({ token: z.string(), expiresIn: z.number().check(z.int()) });

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
          "A signed token (HS256) for a new visitor, valid for expiresIn seconds (2 hours). Secure calls require `Authorization: Bearer <token>` and answer 401 unauthorized when it is missing, forged or expired. The quotes a visitor creates are theirs only: keep the token and renew it (POST /auth/visitor/renew) rather than asking for a new one. No body.",
        response: {
          200: tokenAnswerSchema,
          ...pickErrors(429, 500),
        },
      },
    },
    () => tokens.issue(),
  );

  app.post(
    "/auth/visitor/renew",
    {
      config: { rateLimit: VISITOR_TOKEN_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary: "A fresh token for the same visitor",
        description: `Send the old token as \`Authorization: Bearer <token>\`, before or after it expires. When it carries our signature and expired less than ${VISITOR_RENEWAL_WINDOW_SECONDS / 86_400} days ago, the answer is a new token (valid for expiresIn seconds) for the same visitor, so the quotes made with the old one stay theirs. 401 unauthorized for a missing, forged or older token: ask POST /auth/visitor for a new visitor then. No body.`,
        // It reads the token itself (an expired one is welcome), so no hook states it for the document.
        security: [{ visitorToken: [] }],
        response: {
          200: tokenAnswerSchema,
          401: errorResponseSchema.check(z.describe("Missing or forged token, or one expired too long ago")),
          ...pickErrors(429, 500),
        },
      },
    },
    async (request, reply) => {
      const old = bearerToken(request.headers.authorization);
      const renewed = old ? await tokens.renew(old) : undefined;
      if (!renewed) {
        reply.header("www-authenticate", 'Bearer realm="visitor"');
        throw new AppError(401, "unauthorized");
      }
      return renewed;
    },
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
        response: {
          200: z.object({ visitorId: z.string(), expiresAt: z.string().check(z.describe("ISO instant")) }),
          401: errorResponseSchema.check(z.describe("Missing, forged or expired token")),
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
