import type { IsoDate } from "@park/domain/dates.ts";
import type { OverviewVisit, UnitNightRow } from "@park/domain/office-today/day-overview.ts";
import { and, asc, between, eq, exists, gt, gte, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { quotes } from "../../../db/schema/quotes.ts";
import { unitNights } from "../../../db/schema/unit-nights.ts";

type DateRange = { first: IsoDate; last: IsoDate };

export type TodayRepository = ReturnType<typeof createTodayRepository>;

/** What the front desk's overview reads besides the capacity limits and activity places (shared readings). */
export function createTodayRepository(db: Database) {
  return {
    /**
     * The visits that take admission capacity on some date of the range, as the sale counts them
     * (countedVisitsQuery in ecommerce/capacities): paid, being paid, or holding lodging that has not
     * expired; `paid` tells the sold ones apart.
     */
    async visits(range: DateRange, now: Date): Promise<OverviewVisit[]> {
      const holdsLodging = exists(
        db
          .select({ one: sql`1` })
          .from(unitNights)
          .where(
            and(
              eq(unitNights.quoteId, quotes.id),
              eq(unitNights.state, "HELD"),
              gt(unitNights.expiresAt, now),
            ),
          ),
      );
      const rows = await db
        .select({
          arrivalDate: quotes.arrivalDate,
          departureDate: quotes.departureDate,
          arrivalTime: quotes.arrivalTime,
          persons: quotes.numberOfPersons,
          status: quotes.status,
        })
        .from(quotes)
        .where(
          and(
            lte(quotes.arrivalDate, range.last),
            gte(quotes.departureDate, range.first),
            or(inArray(quotes.status, ["PAID", "PAYMENT_PENDING"]), holdsLodging),
          ),
        );
      return rows.map(({ status, ...visit }) => ({ ...visit, paid: status === "PAID" }));
    },

    /** Every unit-night row of the range with the visit code of its quote (none for a block). */
    unitNights(range: DateRange): Promise<UnitNightRow[]> {
      return db
        .select({
          unitId: unitNights.unitId,
          night: unitNights.night,
          state: unitNights.state,
          expiresAt: unitNights.expiresAt,
          code: quotes.code,
          blockReason: unitNights.blockReason,
        })
        .from(unitNights)
        .leftJoin(quotes, eq(quotes.id, unitNights.quoteId))
        .where(between(unitNights.night, range.first, range.last))
        .orderBy(asc(unitNights.unitId), asc(unitNights.night));
    },
  };
}
