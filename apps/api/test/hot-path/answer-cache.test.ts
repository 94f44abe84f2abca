import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAnswerCache, serverWithAnswerCache } from "../../src/hot-path/answer-cache.ts";
import { type PreparedAnswer, prepareAnswer, sendPrepared } from "../../src/http/prepared-answer.ts";
import { rawCall } from "../helpers/raw-call.ts";

/**
 * The answer cache in front of a small Fastify app whose routes send prepared answers and keep them: what
 * the routes handle shows which calls the cache answered, and a call answered each way must be the same.
 */

const JSON_TYPE = "application/json; charset=utf-8";
// Large enough to be compressed, so the answer has br and gzip variants.
const YEAR = prepareAnswer(JSON.stringify(Array.from({ length: 200 }, (_, day) => ({ day, price: 450 }))), {
  contentType: JSON_TYPE,
});
const GREETINGS: Record<string, PreparedAnswer> = {
  es: prepareAnswer('"hola"', { contentType: JSON_TYPE, varyAlso: ["Accept-Language"] }),
  en: prepareAnswer('"hello"', { contentType: JSON_TYPE, varyAlso: ["Accept-Language"] }),
};

const cache = createAnswerCache();
let app: FastifyInstance;
let base: string;
const handled: string[] = [];
const counted: string[] = [];
let allowed = true;
// What a kept answer stays current for (the catalog copy, in the app): a new generation makes all stale.
let generation = 0;
const newGeneration = () => {
  generation++;
};

function sendAndKeep(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) {
  handled.push(`${request.method} ${request.url}`);
  sendPrepared(request, reply, answer);
  const keptIn = generation;
  cache.keep(request, answer, () => keptIn === generation);
}

beforeAll(async () => {
  app = Fastify({ serverFactory: serverWithAnswerCache(cache) });
  // The answer cache is the hot path's: prepared answers are written directly there.
  app.decorate("hotPath", true);
  app.decorate("securityHeadersFor", () => [["x-content-type-options", "nosniff"]] as const);
  app.get("/year", (request, reply) => sendAndKeep(request, reply, YEAR));
  app.get("/many/:n", (request, reply) => sendAndKeep(request, reply, YEAR));
  app.get("/greeting", (request, reply) =>
    sendAndKeep(
      request,
      reply,
      GREETINGS[request.headers["accept-language"] === "en" ? "en" : "es"] as PreparedAnswer,
    ),
  );
  cache.countCallsWith(async (request) => {
    counted.push(`${request.method} ${request.url}`);
    return allowed;
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

beforeEach(() => {
  allowed = true;
  newGeneration();
  handled.length = 0;
  counted.length = 0;
});

const get = (path: string, headers: Record<string, string> = {}) => rawCall(`${base}${path}`, { headers });

describe("the answer cache", () => {
  it("answers a GET asked again without the route, byte for byte as the route did, in every encoding", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const headers = { "accept-encoding": encoding };
      newGeneration();
      const fromRoute = await get("/year", headers);
      handled.length = 0;
      const fromCache = await get("/year", headers);
      expect(handled).toEqual([]);
      expect(fromCache).toEqual(fromRoute);
      expect(fromCache.status).toBe(200);
      expect(fromCache.head).toContain("x-content-type-options: nosniff");
    }
  });

  it("answers 304 for the ETag the client holds, with the head the route gives it", async () => {
    const first = await get("/year", { "accept-encoding": "gzip" });
    const etag = first.head.find((line) => line.startsWith("etag: "))?.slice(6) as string;
    const fromCache = await get("/year", { "accept-encoding": "gzip", "if-none-match": etag });
    newGeneration();
    const fromRoute = await get("/year", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(handled).toEqual(["GET /year", "GET /year"]);
    expect(fromCache.status).toBe(304);
    expect(fromCache).toEqual(fromRoute);
  });

  it("counts every call it answers, and leaves one over the limit to the app", async () => {
    await get("/year");
    await get("/year");
    expect(counted).toEqual(["GET /year"]);
    expect(handled).toEqual(["GET /year"]);
    allowed = false;
    expect((await get("/year")).status).toBe(200);
    expect(handled).toEqual(["GET /year", "GET /year"]);
  });

  it("keeps one answer per value of the other headers it varies on", async () => {
    const bodies = [];
    for (const language of ["en", "es", "en", "es"]) {
      bodies.push((await get("/greeting", { "accept-language": language })).body.toString());
    }
    expect(bodies).toEqual(['"hello"', '"hola"', '"hello"', '"hola"']);
    expect(handled).toEqual(["GET /greeting", "GET /greeting"]);
  });

  it("leaves to the app an answer no longer current, other URLs and other methods", async () => {
    await get("/year");
    newGeneration();
    await get("/year");
    await get("/year?again");
    await rawCall(`${base}/year`, { method: "HEAD" });
    expect(handled).toEqual(["GET /year", "GET /year", "GET /year?again", "HEAD /year"]);
  });

  it("keeps at most 200 URLs, forgetting the least recently kept first", async () => {
    for (let n = 0; n <= 200; n++) await get(`/many/${n}`);
    handled.length = 0;
    await get("/many/200");
    await get("/many/1");
    await get("/many/0");
    expect(handled).toEqual(["GET /many/0"]);
  });
});
