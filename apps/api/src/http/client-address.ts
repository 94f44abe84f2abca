import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";

type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * The client's address of a raw request as Fastify's `request.ip` reads it under the same trustProxy
 * setting: the socket's peer when no proxy is trusted, else the nearest address of X-Forwarded-For that a
 * trusted proxy vouches for. For callers that answer before Fastify makes a request object (the answer
 * cache), so that they count calls under the same key as the rate limit does.
 */
export function clientAddressOf(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? "";
  const trust =
    trustProxy === true ? () => true : Array.isArray(trustProxy) ? proxyAddr.compile(trustProxy) : trustProxy;
  return (request) => proxyAddr(request, trust);
}
