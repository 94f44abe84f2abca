import { type Clock, nextParkMinute } from "@park/domain/dates.ts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod/mini";
import type { Database } from "../../../db/database.ts";
import type { WriteWatch } from "../../../db/write-watch.ts";
import { prepareAnswer, sendPrepared } from "../../../http/prepared-answer.ts";
import type { Catalog, CatalogSnapshot } from "../../catalog/snapshot/catalog-snapshot.ts";
import { createHoldEndsRepository } from "./hold-ends-repository.ts";

export type AvailabilityAnswers = ReturnType<typeof createAvailabilityAnswers>;

/** What an answer was read under, noted before the read. */
type Basis = { writes: number; catalog: Catalog; now: number };

/**
 * The availability reads of the cart (000 §7: activity slots and dates, free units, full days, rentals'
 * unavailable dates) as prepared answers, each kept in the answer cache while it is still exactly what a
 * new read would say (decision 0056):
 * - no write has ended since before it was read: this process's writes, and on PostgreSQL the other
 *   processes' as their triggers notify them (db/write-watch.ts);
 * - the catalog copy it counted against (units, slots, capacities) is still the one served;
 * - the clock has not reached its horizon: the next minute (a slot starts, a date passes or the night
 *   canopy closes only on a minute), the first end of a hold after the read (a hold that ends frees its
 *   places without a write), and for a secure call the end of the visitor's token.
 */
export function createAvailabilityAnswers(deps: {
  db: Database;
  writes: WriteWatch;
  catalog: CatalogSnapshot;
  clock: Clock;
}) {
  const { writes, catalog, clock } = deps;
  const holdEnds = createHoldEndsRepository(deps.db);
  // The next hold end as last read: unchanged while no write ends and the clock stays before it.
  let knownEnd: { writes: number; from: number; end: number } | undefined;

  async function nextHoldEnd(basis: Basis): Promise<number> {
    const known = knownEnd;
    if (known?.writes === basis.writes && basis.now >= known.from && basis.now < known.end) return known.end;
    const end = (await holdEnds.next(new Date(basis.now)))?.getTime() ?? Number.POSITIVE_INFINITY;
    if (writes.count === basis.writes) knownEnd = { writes: basis.writes, from: basis.now, end };
    return end;
  }

  return {
    /**
     * Sends what `read` answers, checked against `schema`, as a prepared JSON answer (ETag, compression);
     * on the hot path it is then kept for its URL (and token) until it may have changed.
     */
    async send<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      schema: z.ZodMiniType<T>,
      read: () => Promise<T>,
    ): Promise<void> {
      // The catalog first: its first load is a read too, and the answer is kept against the copy it read.
      const served = catalog.latest() ?? (await catalog.current());
      const basis: Basis = { writes: writes.count, catalog: served, now: clock().getTime() };
      // A secure call's answer is kept for its token only; the others' for anyone who asks the same URL.
      const secure = request.visitor !== null;
      const answer = prepareAnswer(JSON.stringify(schema.parse(await read())), {
        contentType: "application/json; charset=utf-8",
        varyAlso: secure ? ["Authorization"] : [],
      });
      sendPrepared(request, reply, answer);
      const cache = request.server.answerCache;
      if (!cache || !writes.hearsEveryWrite) return;
      const until = Math.min(
        nextParkMinute(new Date(basis.now)).getTime(),
        await nextHoldEnd(basis),
        request.visitor?.expiresAt.getTime() ?? Number.POSITIVE_INFINITY,
      );
      cache.keep(
        request,
        answer,
        () =>
          writes.count === basis.writes && catalog.latest() === basis.catalog && clock().getTime() < until,
      );
    },
  };
}
