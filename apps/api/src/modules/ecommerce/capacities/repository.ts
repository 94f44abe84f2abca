import type { ArrivalTime } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { and, asc, between, eq, exists, gt, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { admissionCapacities, admissionCapacityOverrides } from "../../../db/schema/admission-capacities.ts";
import { quotes } from "../../../db/schema/quotes.ts";
import { unitNights } from "../../../db/schema/unit-nights.ts";

export type DateRange = { first: IsoDate; last: IsoDate };

export type CapacitiesRepository = ReturnType<typeof createCapacitiesRepository>;

export function createCapacitiesRepository(db: Database) {
  return {
    /**
     * Persons arriving on each date of the range at this arrival time, counting quotes that are paid,
     * being paid, or holding lodging that has not expired (DESIGN.md §3: computed from what is sold and
     * held, never kept in a counter). Dates nobody arrives on are absent.
     */
    admittedPersons(arrivalTime: ArrivalTime, range: DateRange, now: Date) {
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
      return db
        .select({
          date: quotes.arrivalDate,
          persons: sql<number>`sum(${quotes.numberOfPersons})`.mapWith(Number),
        })
        .from(quotes)
        .where(
          and(
            eq(quotes.arrivalTime, arrivalTime),
            between(quotes.arrivalDate, range.first, range.last),
            or(inArray(quotes.status, ["PAID", "PAYMENT_PENDING"]), holdsLodging),
          ),
        )
        .groupBy(quotes.arrivalDate)
        .orderBy(asc(quotes.arrivalDate));
    },

    /** The everyday limit of the arrival time (null when the setting row is missing) and the dated exceptions. */
    async limits(
      arrivalTime: ArrivalTime,
      range: DateRange,
    ): Promise<{ everyday: number | null; onDate: Map<IsoDate, number> }> {
      const [setting] = await db
        .select({ persons: admissionCapacities.persons })
        .from(admissionCapacities)
        .where(eq(admissionCapacities.arrivalTime, arrivalTime));
      const overrides = await db
        .select({ date: admissionCapacityOverrides.date, persons: admissionCapacityOverrides.persons })
        .from(admissionCapacityOverrides)
        .where(
          and(
            eq(admissionCapacityOverrides.arrivalTime, arrivalTime),
            between(admissionCapacityOverrides.date, range.first, range.last),
          ),
        );
      return {
        everyday: setting?.persons ?? null,
        onDate: new Map(overrides.map((o) => [o.date, o.persons])),
      };
    },
  };
}
