import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeader,
  type ServerResponse,
} from "node:http";
import type { FastifyRequest, FastifyServerFactory } from "fastify";
import {
  type Encoding,
  ifNoneMatchNames,
  type PreparedAnswer,
  preferredEncoding,
} from "../http/prepared-answer.ts";
import type { SecurityHeaderList } from "../http/security.ts";
import { headList } from "./direct-send.ts";

type Headers = Readonly<Record<string, string>>;

/** One encoding ready to write: its bytes, and the whole heads of its 200 and of its 304. */
type Ready = { body: Buffer; head: OutgoingHttpHeader[]; notModifiedHead: OutgoingHttpHeader[] };

type Entry = {
  answer: PreparedAnswer;
  stillCurrent: () => boolean;
  identity: Ready;
  encoded: Partial<Record<Encoding, Ready>>;
};

/**
 * URLs (and Vary values) kept, the least recently kept going first: URLs come from requests (date ranges
 * of up to 2 years, about 100 KB an answer), so without a bound a caller could fill the memory. As many as
 * the catalog copy memoizes answers (catalog-snapshot.ts).
 */
const ENTRY_LIMIT = 200;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Prepared answers served before the router (answer-cache.ts); filled by the routes that send them.
     * null when HOT_PATH=off: the router answers every call.
     */
    answerCache: AnswerCache | null;
  }
}

export type AnswerCache = {
  /**
   * Answers a GET whose answer is kept and still current, once the call is counted and allowed, and
   * returns true; else returns false and the app answers. A call over its limit goes to `app` too, which
   * refuses it as usual.
   */
  serve(
    request: IncomingMessage,
    response: ServerResponse,
    app: (request: IncomingMessage, response: ServerResponse) => void,
  ): boolean;
  /**
   * Keeps the prepared answer the app has just sent to this GET, for its URL and the values of the other
   * request headers the answer varies on, while `stillCurrent()` holds.
   */
  keep(request: FastifyRequest, answer: PreparedAnswer, stillCurrent: () => boolean): void;
  /** How calls are counted (the rate limit): resolves false when the caller is over its limit. */
  countCallsWith(count: (request: IncomingMessage) => Promise<boolean>): void;
};

/** The request headers besides Accept-Encoding (negotiated here) that chose the answer, lower-cased. */
function otherVaryNames(answer: PreparedAnswer): readonly string[] {
  return (answer.identity.headers.vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== "" && name !== "accept-encoding");
}

function keyOf(url: string, varyNames: readonly string[], headers: IncomingHttpHeaders): string {
  if (varyNames.length === 0) return url;
  return [url, ...varyNames.map((name) => String(headers[name] ?? ""))].join("\n");
}

/**
 * Prepared answers kept by URL in front of the router (docs/hot-path.md): a catalog read asked again is
 * written from here, as the app wrote it, without routing, hooks or validation, once the rate limit has
 * counted it. Only answers that depend on nothing but the URL, the headers named in their Vary and what
 * `stillCurrent` watches (the catalog copy) may be kept.
 */
export function createAnswerCache(): AnswerCache {
  const varyOf = new Map<string, readonly string[]>();
  const entries = new Map<string, Entry>();
  let count: ((request: IncomingMessage) => Promise<boolean>) | undefined;

  /** The heads sendDirect writes for these headers: the same list, with the security headers of its type. */
  function ready(
    security: SecurityHeaderList,
    { body, headers, notModified }: { body: Buffer; headers: Headers; notModified: Headers },
  ): Ready {
    return {
      body,
      head: headList({}, headers, security, String(body.length)),
      notModifiedHead: headList({}, notModified, security, undefined),
    };
  }

  function write(entry: Entry, request: IncomingMessage, response: ServerResponse): void {
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    const chosen = (encoding && entry.encoded[encoding]) || entry.identity;
    if (ifNoneMatchNames(request.headers["if-none-match"], entry.answer.etags)) {
      response.writeHead(304, chosen.notModifiedHead);
      response.end();
      return;
    }
    response.writeHead(200, chosen.head);
    response.end(chosen.body);
  }

  function bounded<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key);
    map.set(key, value);
    if (map.size > ENTRY_LIMIT) map.delete(map.keys().next().value as string);
  }

  return {
    serve(request, response, app) {
      if (request.method !== "GET" || !count) return false;
      const url = request.url ?? "";
      const varyNames = varyOf.get(url);
      if (!varyNames) return false;
      const key = keyOf(url, varyNames, request.headers);
      const entry = entries.get(key);
      if (!entry) return false;
      if (!entry.stillCurrent()) {
        entries.delete(key);
        return false;
      }
      count(request).then(
        (allowed) => (allowed ? write(entry, request, response) : app(request, response)),
        () => app(request, response),
      );
      return true;
    },

    keep(request, answer, stillCurrent) {
      if (request.method !== "GET") return;
      const url = request.raw.url ?? "";
      const varyNames = otherVaryNames(answer);
      const key = keyOf(url, varyNames, request.headers);
      const known = entries.get(key);
      if (known?.answer === answer) {
        known.stillCurrent = stillCurrent;
        return;
      }
      const security = request.server.securityHeadersFor(answer.identity.headers["content-type"]);
      const encoded: Partial<Record<Encoding, Ready>> = {};
      for (const [encoding, variant] of Object.entries(answer.encoded)) {
        encoded[encoding as Encoding] = ready(security, variant);
      }
      bounded(varyOf, url, varyNames);
      bounded(entries, key, { answer, stillCurrent, identity: ready(security, answer.identity), encoded });
    },

    countCallsWith(counter) {
      count = counter;
    },
  };
}

/** The options Fastify hands a server factory, its defaults filled in. */
type FastifyServerSettings = {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
};

/**
 * The HTTP server Fastify makes for itself (its lib/server.js, HTTP/1 without TLS, with the same timeouts
 * from its options), with the answer cache before Fastify's handler.
 */
export function serverWithAnswerCache(cache: AnswerCache): FastifyServerFactory {
  return (handler, options) => {
    const settings = options as FastifyServerSettings;
    const server = http.createServer(settings.http ?? {}, (request, response) => {
      if (!cache.serve(request, response, handler)) handler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
