import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { authHook } from "../../../http/auth-hooks.ts";
import type { Visitor, VisitorTokenService } from "./service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireVisitor on secure calls. */
    visitor: Visitor | null;
  }
  interface FastifyInstance {
    /** preHandler of secure calls: 401 unless `Authorization: Bearer <visitor token>` is valid. */
    requireVisitor: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export function createRequireVisitor(tokens: VisitorTokenService) {
  return authHook(async function requireVisitor(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    const visitor = token ? await tokens.verify(token) : undefined;
    if (!visitor) {
      reply.header("www-authenticate", 'Bearer realm="visitor"');
      throw new AppError(401, "unauthorized");
    }
    request.visitor = visitor;
  }, "visitor");
}

/** The id of the visitor requireVisitor let through; a route without that preHandler gets 401. */
export function verifiedVisitorId(request: FastifyRequest): string {
  if (!request.visitor) throw new AppError(401, "unauthorized");
  return request.visitor.id;
}
