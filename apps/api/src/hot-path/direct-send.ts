import type { OutgoingHttpHeader } from "node:http";
import type { FastifyReply } from "fastify";
import type { SecurityHeaderList } from "../http/security.ts";

type HeaderValue = OutgoingHttpHeader | undefined;

/**
 * The headers Fastify would send, as a flat list [name, value, name, value, ...]: those already set on the
 * reply (by the rate-limit hook, or the route) in their order with `own` over them, then the rest of `own`,
 * then the security headers neither set (as the security hook adds them on send), then the body's length.
 */
export function headList(
  current: Readonly<Record<string, HeaderValue>>,
  own: Readonly<Record<string, string>>,
  security: SecurityHeaderList,
  contentLength: string | undefined,
): OutgoingHttpHeader[] {
  const list: OutgoingHttpHeader[] = [];
  for (const name in current) {
    // The body's own length goes last, as Fastify writes it.
    if (name === "content-length") continue;
    const value = Object.hasOwn(own, name) ? own[name] : current[name];
    if (value !== undefined) list.push(name, value);
  }
  for (const name in own) if (!Object.hasOwn(current, name)) list.push(name, own[name] as string);
  for (const [name, value] of security) {
    if (!Object.hasOwn(own, name) && !Object.hasOwn(current, name)) list.push(name, value);
  }
  if (contentLength !== undefined) list.push("content-length", contentLength);
  return list;
}

/**
 * Sends bytes ready to go (a prepared answer; no body for a 304) with the headers set on the reply and
 * `own` over them, as `reply.headers(own).send(body)` would, but written by one `writeHead` of a flat
 * list. Fastify copies each header into an object that Node then walks; with the twenty headers an answer
 * carried then (helmet's, the rate limit's, the answer's own) that took about 10 µs a call on the bench
 * machine, and a list is written without it (docs/hot-path.md).
 *
 * The reply is hijacked once its head is written, so Fastify runs no onSend hook: routes that send this
 * way opt out of compression (their bytes are compressed once) and have no onSend hook of their own.
 * `onResponse` hooks and the request log still run when the answer ends. A head Node refuses (a header
 * with a line break) throws before the hijack, so Fastify answers its 500 as for any other error. HEAD
 * requests take Fastify's own path, which answers them with the body's length and no body. The security
 * headers are those of `contentType` (security.ts), given apart for a 304, which names none.
 */
export function sendDirect(
  reply: FastifyReply,
  own: Readonly<Record<string, string>>,
  body?: Buffer,
  contentType: string | undefined = own["content-type"],
): FastifyReply {
  if (reply.request.method !== "GET") return reply.headers(own).send(body);
  const response = reply.raw;
  const contentLength = body === undefined ? undefined : String(body.length);
  // The security hook adds its headers as an answer leaves; a hijacked one never gets there.
  const security = reply.server.securityHeadersFor?.(contentType) ?? [];
  response.writeHead(reply.statusCode, headList(reply.getHeaders(), own, security, contentLength));
  reply.hijack();
  response.end(body);
  return reply;
}
