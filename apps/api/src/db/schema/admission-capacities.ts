import { ARRIVAL_TIMES } from "@park/domain/constants.ts";
import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Persons the park admits per arrival date and arrival time (000 §8 capacity message). One row per
 * arrival time is the everyday limit; selling locks it, so sales of one arrival time count in turn.
 */
export const admissionCapacities = pgTable(
  "admission_capacities",
  {
    arrivalTime: text("arrival_time", { enum: ARRIVAL_TIMES }).primaryKey(),
    persons: integer("persons").notNull(),
  },
  (t) => [
    check("admission_capacities_arrival_time", sql`${t.arrivalTime} in ('DAY', 'NIGHT')`),
    check("admission_capacities_persons", sql`${t.persons} >= 0`),
  ],
);

/** A different limit on one date (a festival, works on the pools) for one arrival time. */
export const admissionCapacityOverrides = pgTable(
  "admission_capacity_overrides",
  {
    date: date("date", { mode: "string" }).notNull(),
    arrivalTime: text("arrival_time", { enum: ARRIVAL_TIMES }).notNull(),
    persons: integer("persons").notNull(),
  },
  (t) => [
    primaryKey({ name: "admission_capacity_overrides_pk", columns: [t.date, t.arrivalTime] }),
    check("admission_capacity_overrides_arrival_time", sql`${t.arrivalTime} in ('DAY', 'NIGHT')`),
    check("admission_capacity_overrides_persons", sql`${t.persons} >= 0`),
  ],
);
