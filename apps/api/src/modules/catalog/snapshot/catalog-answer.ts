import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod/mini";
import { type PreparedAnswer, prepareAnswer, sendPrepared } from "../../../http/prepared-answer.ts";
import type { Catalog, CatalogSnapshot } from "./catalog-snapshot.ts";

/**
 * `read` applied to the catalog being served: at once when it is loaded (every call but the first few),
 * else once it is. Saves the catalog's hottest reads a promise and a turn of the event loop each.
 */
export function fromCatalog<T>(snapshot: CatalogSnapshot, read: (catalog: Catalog) => T): T | Promise<T> {
  const catalog = snapshot.latest();
  return catalog ? read(catalog) : snapshot.current().then(read);
}

/**
 * A catalog read as a prepared JSON answer: built, checked against its response schema, serialized and
 * compressed once per catalog copy and key, then sent as bytes (with its ETag) to every caller.
 */
export function catalogAnswer<T>(
  catalog: Catalog,
  key: string,
  schema: z.ZodMiniType<T>,
  build: () => T,
  options: { varyAlso?: readonly string[] } = {},
): PreparedAnswer {
  return catalog.memo(`answer:${key}`, () =>
    prepareAnswer(JSON.stringify(schema.parse(build())), {
      contentType: "application/json; charset=utf-8",
      varyAlso: options.varyAlso,
    }),
  );
}

/**
 * Sends a catalog read's prepared answer (sendPrepared) and keeps it in the answer cache while the catalog
 * copy it came from is served (docs/hot-path.md). Only an answer made in this very tick is kept: it came from
 * the copy `latest()` still returns. One that waited for the first load is sent and not kept; the next
 * call makes it again in the same tick.
 */
export function sendCatalogAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer | Promise<PreparedAnswer>,
): Promise<void> | undefined {
  if (answer instanceof Promise) {
    return answer.then((ready) => {
      sendPrepared(request, reply, ready);
    });
  }
  sendPrepared(request, reply, answer);
  const snapshot = request.server.catalog;
  const catalog = snapshot.latest();
  if (catalog) request.server.answerCache?.keep(request, answer, () => snapshot.latest() === catalog);
  return undefined;
}
