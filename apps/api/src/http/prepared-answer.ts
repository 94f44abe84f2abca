import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sendDirect } from "../hot-path/direct-send.ts";
import { setSecurityHeaders } from "./security.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** HOT_PATH: whether the pieces of src/hot-path serve the API (docs/hot-path.md). */
    hotPath: boolean;
  }
}

/** Below this many bytes an answer is sent as is: compressing it saves less than the work costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

type HeaderSet = Readonly<Record<string, string>>;

/** One encoding of an answer: its bytes, the headers of a 200 with them and those of a 304 for them. */
type Variant = { body: Buffer; headers: HeaderSet; notModified: HeaderSet };

/** A 304 has no body, so neither its type nor its encoding. */
function makeVariant(body: Buffer, headers: HeaderSet): Variant {
  const { "content-type": _type, "content-encoding": _encoding, ...notModified } = headers;
  return { body, headers, notModified };
}

/**
 * One answer made ready once and sent many times: its bytes as they are and, when it is large enough,
 * brotli and gzip compressed, each with its strong ETag and every header already worked out, so a request
 * costs a negotiation and a write.
 */
export type PreparedAnswer = {
  readonly identity: Variant;
  readonly encoded: Readonly<Partial<Record<Encoding, Variant>>>;
  /** The ETags of all variants: a client holding any of them holds these very bytes. */
  readonly etags: ReadonlySet<string>;
};

const ETAG_SUFFIX: Record<Encoding, string> = { br: "-br", gzip: "-gz" };

export function prepareAnswer(
  body: Buffer | string,
  options: {
    contentType: string;
    /** Further headers every variant carries (e.g. the CSP of a page). */
    headers?: Readonly<Record<string, string>>;
    /** Request headers other than Accept-Encoding that chose this answer (e.g. Accept-Language). */
    varyAlso?: readonly string[];
    /** Already compressed bytes (e.g. written at build time); the missing ones are compressed here. */
    precompressed?: Partial<Record<Encoding, Buffer>>;
  },
): PreparedAnswer {
  const identityBody = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  const hash = createHash("sha256").update(identityBody).digest("base64url").slice(0, 32);
  const common = {
    "content-type": options.contentType,
    "cache-control": "no-cache",
    vary: ["Accept-Encoding", ...(options.varyAlso ?? [])].join(", "),
    ...options.headers,
  };
  const identity = makeVariant(identityBody, { ...common, etag: `"${hash}"` });
  const encoded: Partial<Record<Encoding, Variant>> = {};
  if (identityBody.length >= COMPRESSION_THRESHOLD_BYTES) {
    for (const encoding of ENCODINGS) {
      const compressed = options.precompressed?.[encoding] ?? compress(identityBody, encoding);
      if (compressed.length >= identityBody.length) continue;
      encoded[encoding] = makeVariant(compressed, {
        ...common,
        "content-encoding": encoding,
        etag: `"${hash}${ETAG_SUFFIX[encoding]}"`,
      });
    }
  }
  const etags = new Set(
    [identity, ...Object.values(encoded)].map((variant) => variant.headers.etag as string),
  );
  return { identity, encoded, etags };
}

// Brotli's top quality (11) takes half a second on a calendar year's JSON; 5 takes 0.2 ms for 15% more bytes.
const BROTLI_QUALITY = 5;

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
}

/** Whether If-None-Match names one of the tags (compared weakly, as RFC 9110 asks for this header). */
export function ifNoneMatchNames(ifNoneMatch: string | undefined, etags: ReadonlySet<string>): boolean {
  if (!ifNoneMatch) return false;
  if (etags.has(ifNoneMatch)) return true;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || etags.has(trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed);
  });
}

// Browsers send a handful of distinct Accept-Encoding values; negotiating each once is enough.
const negotiated = new Map<string, Encoding | null>();
const NEGOTIATION_CACHE_LIMIT = 100;

export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = negotiated.get(acceptEncoding);
  if (known !== undefined) return known;
  const choice = negotiate(acceptEncoding, [...ENCODINGS]) as Encoding | null;
  if (negotiated.size < NEGOTIATION_CACHE_LIMIT) negotiated.set(acceptEncoding, choice);
  return choice;
}

/**
 * Sends bytes ready to go through Fastify, with `own` over the headers the reply has: the plain path of
 * sendDirect (HOT_PATH=off), with the same head. A GET's security headers are those of `contentType`
 * (a 304 names no type of its own), as sendDirect writes them; a HEAD's are the security hook's.
 */
function sendThroughFastify(
  reply: FastifyReply,
  own: Readonly<Record<string, string>>,
  body: Buffer | undefined,
  contentType: string | undefined,
): FastifyReply {
  if (reply.request.method === "GET") setSecurityHeaders(reply, contentType);
  return reply.headers(own).send(body);
}

/**
 * Sends the variant the client accepts best (br, then gzip, then identity), or 304 Not Modified when
 * If-None-Match names the bytes it already holds, after the headers the hooks and the route set on the
 * reply: written directly on the hot path (direct-send.ts), else through Fastify.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
): FastifyReply {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const chosen = (encoding && answer.encoded[encoding]) || answer.identity;
  const send = reply.server.hotPath ? sendDirect : sendThroughFastify;
  if (ifNoneMatchNames(request.headers["if-none-match"], answer.etags)) {
    return send(reply.code(304), chosen.notModified, undefined, chosen.headers["content-type"]);
  }
  return send(reply, chosen.headers, chosen.body, chosen.headers["content-type"]);
}
