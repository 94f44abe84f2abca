import type { FastifyReply, FastifyRequest } from "fastify";

/** onSend hook of a plugin whose answers staff act on or that carry personal data: never kept by a browser or a proxy. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header("cache-control", "no-store");
}
