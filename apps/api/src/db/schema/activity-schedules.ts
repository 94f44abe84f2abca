import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { identityId } from "./columns.ts";

/** Daily time slots of the extra activities; `units` is what one slot sells (places, horses or ATVs). */
export const activitySchedules = pgTable(
  "activity_schedules",
  {
    id: identityId(),
    type: text("type").notNull(),
    sortOrder: integer("sort_order").notNull(),
    /** "HH:MM" in the park's time zone. */
    startHour: text("start_hour").notNull(),
    units: integer("units").notNull(),
  },
  (t) => [
    unique("activity_schedules_type_order").on(t.type, t.sortOrder),
    // Lets a booking name its schedule together with its activity (quote_activities_schedule).
    unique("activity_schedules_id_type").on(t.id, t.type),
    check(
      "activity_schedules_type",
      sql`${t.type} in ('ATV', 'CANOPY_TOUR', 'CANOPY_TOUR_NIGHT', 'HORSEBACK_RIDING')`,
    ),
    check("activity_schedules_units", sql`${t.units} >= 0`),
  ],
);
