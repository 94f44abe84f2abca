import type { FastifyRequest } from "fastify";

/** The site the visitor pays from, where the sandbox's 3-D Secure page sends them back (a charge's return address). */
export function siteOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}
