import type { IsoDate } from "@park/domain/dates.ts";
import type { OverviewVisit, UnitNightRow } from "@park/domain/office-today/day-overview.ts";
import { asc, between, eq } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { quotes } from "../../../db/schema/quotes.ts";
import { unitNights } from "../../../db/schema/unit-nights.ts";
import { countedVisitsQuery } from "../../ecommerce/capacities/repository.ts";

type DateRange = { first: IsoDate; last: IsoDate };

export type TodayRepository = ReturnType<typeof createTodayRepository>;

/** What the front desk's overview reads besides the capacity limits and activity places (shared readings). */
export function createTodayRepository(db: Database) {
  return {
    /**
     * The visits that take admission capacity on some date of the range, read as the sale counts them
     * (countedVisitsQuery): paid, being paid, or holding lodging that has not expired; `paid` tells the
     * sold ones apart.
     */
    async visits(range: DateRange, now: Date): Promise<OverviewVisit[]> {
      const rows = await countedVisitsQuery(db, range, now);
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
