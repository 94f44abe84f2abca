import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendDirect } from "../../src/hot-path/direct-send.ts";
import { type RawAnswer, rawCall } from "../helpers/raw-call.ts";

/**
 * sendDirect writes an answer's head itself (one writeHead of a flat list) instead of through Fastify's
 * send. Each route here answers twice, once each way, on a real socket: the two must not differ in a byte
 * but the date.
 */

const BODY = Buffer.from('{"prepared":true}');
const OWN = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-cache",
  // Set by the hook too: the answer's own value wins, in the hook's place.
  "x-frame-options": "DENY",
  etag: '"abc"',
};
const NOT_MODIFIED = { "cache-control": "no-cache", etag: '"abc"' };

type Way = "direct" | "fastify";
const send = (way: Way, reply: FastifyReply, own: Record<string, string>, body?: Buffer) =>
  way === "direct" ? sendDirect(reply, own, body) : reply.headers(own).send(body);

let app: FastifyInstance;
let base: string;
const responses: string[] = [];

beforeAll(async () => {
  app = Fastify();
  // As the app's security and rate-limit hooks do: strings, a number and a repeated header.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers({ "x-frame-options": "SAMEORIGIN", "x-content-type-options": "nosniff" });
    reply.header("x-ratelimit-remaining", 41);
    reply.header("set-cookie", ["a=1", "b=2"]);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    responses.push(`${request.method} ${request.url} ${reply.statusCode}`);
    done();
  });
  for (const way of ["direct", "fastify"] as const) {
    app.get(`/${way}/ok`, (_request, reply) => {
      reply.header("x-robots-tag", "noindex");
      return send(way, reply, OWN, BODY);
    });
    app.get(`/${way}/async`, async (_request, reply) => send(way, reply, OWN, BODY));
    app.get(`/${way}/not-modified`, (_request, reply) => send(way, reply.code(304), NOT_MODIFIED));
    app.get(`/${way}/refused-header`, (_request, reply) =>
      send(way, reply, { ...OWN, "x-broken": "one\r\ntwo" }, BODY),
    );
  }
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** One call on its own connection: status, raw header lines as sent (the date left out) and body bytes. */
const call = (path: string, method = "GET"): Promise<RawAnswer> => rawCall(`${base}${path}`, { method });

async function bothWays(path: string, method = "GET"): Promise<RawAnswer> {
  const [direct, fastify] = await Promise.all([
    call(`/direct${path}`, method),
    call(`/fastify${path}`, method),
  ]);
  expect(direct).toEqual(fastify);
  return direct;
}

describe("sendDirect", () => {
  it("writes the head Fastify would: the hooks' and the route's headers, its own over them, then the length", async () => {
    const answer = await bothWays("/ok");
    expect(answer.status).toBe(200);
    expect(answer.body.equals(BODY)).toBe(true);
    expect(answer.head).toEqual([
      "x-frame-options: DENY",
      "x-content-type-options: nosniff",
      "x-ratelimit-remaining: 41",
      "set-cookie: a=1",
      "set-cookie: b=2",
      "x-robots-tag: noindex",
      "content-type: application/json; charset=utf-8",
      "cache-control: no-cache",
      'etag: "abc"',
      `content-length: ${BODY.length}`,
      "Connection: close",
    ]);
    expect((await bothWays("/async")).body.equals(BODY)).toBe(true);
  });

  it("answers 304 without a body or a length", async () => {
    const answer = await bothWays("/not-modified");
    expect(answer.status).toBe(304);
    expect(answer.body.length).toBe(0);
    expect(answer.head).toContain('etag: "abc"');
    expect(answer.head.some((line) => line.startsWith("content-length"))).toBe(false);
  });

  it("answers HEAD with the body's length and no body", async () => {
    const answer = await bothWays("/ok", "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
    expect(answer.head).toContain(`content-length: ${BODY.length}`);
  });

  it("answers a head Node refuses with Fastify's 500, not a hung connection", async () => {
    const direct = await call("/direct/refused-header");
    const fastify = await call("/fastify/refused-header");
    expect(direct.status).toBe(500);
    expect(fastify.status).toBe(500);
    expect(JSON.parse(direct.body.toString("utf8"))).toMatchObject({ statusCode: 500 });
  });

  it("still runs the onResponse hooks (the request log) once the answer is written", async () => {
    responses.length = 0;
    await call("/direct/ok");
    await call("/direct/not-modified");
    await expect.poll(() => responses).toEqual(["GET /direct/ok 200", "GET /direct/not-modified 304"]);
  });
});
