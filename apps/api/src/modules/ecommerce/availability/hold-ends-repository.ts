import { gt, min } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { activityPlaces } from "../../../db/schema/activity-bookings.ts";
import { lodgingCountHolds } from "../../../db/schema/lodging-count-holds.ts";
import { unitNights } from "../../../db/schema/unit-nights.ts";

/** When holds end: of activity places, lodging unit-nights and lodging counts. */
export function createHoldEndsRepository(db: Database) {
  return {
    /**
     * The first moment after `now` at which a hold ends (each table's hold-end index answers its part);
     * null when nothing is held beyond `now`. Sold rows have no end.
     */
    async next(now: Date): Promise<Date | null> {
      const ends = await Promise.all(
        [activityPlaces, unitNights, lodgingCountHolds].map(async (table) => {
          const [row] = await db
            .select({ end: min(table.expiresAt) })
            .from(table)
            .where(gt(table.expiresAt, now));
          return row?.end ?? null;
        }),
      );
      const times = ends.filter((end): end is Date => end !== null).map((end) => end.getTime());
      return times.length === 0 ? null : new Date(Math.min(...times));
    },
  };
}
