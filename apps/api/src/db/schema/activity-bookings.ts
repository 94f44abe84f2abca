import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { activitySchedules } from "./activity-schedules.ts";
import { centavos, instant } from "./columns.ts";
import { quoteRef } from "./quotes.ts";

const ACTIVITY_TYPE_CHECK = sql`in ('ATV', 'CANOPY_TOUR', 'CANOPY_TOUR_NIGHT', 'HORSEBACK_RIDING')`;

/**
 * What a quote booked of one activity (000 §3 Activity reservation): the slot it starts at, the date,
 * how many places (persons, horses or ATVs), the hours of an ATV rental and the unit price the server
 * set (centavos per person, or per ATV and hour). One booking per quote and activity: the cart has one
 * card per activity, and a new choice replaces the old one. The places it takes are in activity_places.
 */
export const quoteActivities = pgTable(
  "quote_activities",
  {
    quoteId: quoteRef(),
    type: text("type").notNull(),
    scheduleId: integer("schedule_id").notNull(),
    visitDate: date("visit_date", { mode: "string" }).notNull(),
    quantity: integer("quantity").notNull(),
    /** Consecutive slots an ATV is rented for; 1 for the other activities. */
    hours: integer("hours").notNull(),
    price: centavos("price"),
    updatedAt: instant("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ name: "quote_activities_pk", columns: [t.quoteId, t.type] }),
    // The schedule must be one of the booking's activity (a horseback slot cannot be booked as canopy).
    foreignKey({
      name: "quote_activities_schedule",
      columns: [t.scheduleId, t.type],
      foreignColumns: [activitySchedules.id, activitySchedules.type],
    }),
    check("quote_activities_type", sql`${t.type} ${ACTIVITY_TYPE_CHECK}`),
    check("quote_activities_quantity", sql`${t.quantity} > 0`),
    check("quote_activities_hours", sql`${t.hours} >= 1 and (${t.type} = 'ATV' or ${t.hours} = 1)`),
    check("quote_activities_price", sql`${t.price} >= 0`),
  ],
);

/**
 * One row per activity slot and date that has ever been booked: the lock that bookings of that slot
 * take in turn (docs/decisions/0011-activity-inventory.md). Created on demand, never deleted.
 */
export const activitySlotDays = pgTable(
  "activity_slot_days",
  {
    scheduleId: integer("schedule_id")
      .notNull()
      .references(() => activitySchedules.id),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ name: "activity_slot_days_pk", columns: [t.scheduleId, t.day] })],
);

const PLACE_STATES = ["HELD", "SOLD"] as const;

/**
 * The places a quote takes in one slot on one date: held for a while like lodging unit-nights, or sold
 * for good. An ATV rented for 3 hours takes its ATVs in 3 consecutive slots. Free places of a slot are
 * its units minus the places of live rows (SOLD, or HELD and not expired), counted under the slot-day's
 * lock.
 */
export const activityPlaces = pgTable(
  "activity_places",
  {
    scheduleId: integer("schedule_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    quoteId: quoteRef(),
    /** The booking these places belong to (quote_activities.type). */
    type: text("type").notNull(),
    places: integer("places").notNull(),
    state: text("state", { enum: PLACE_STATES }).notNull(),
    /** End of a hold; null once SOLD. */
    expiresAt: instant("expires_at"),
  },
  (t) => [
    primaryKey({ name: "activity_places_pk", columns: [t.scheduleId, t.day, t.quoteId] }),
    foreignKey({
      name: "activity_places_slot_day",
      columns: [t.scheduleId, t.day],
      foreignColumns: [activitySlotDays.scheduleId, activitySlotDays.day],
    }),
    check("activity_places_places", sql`${t.places} > 0`),
    check("activity_places_state", sql`${t.state} in ('HELD', 'SOLD')`),
    check("activity_places_hold_expiry", sql`(${t.state} = 'SOLD') = (${t.expiresAt} is null)`),
    index("activity_places_quote").on(t.quoteId, t.type),
    // The availability answers' horizon asks for the next hold to end (decision 0056).
    index("activity_places_hold_end").on(t.expiresAt),
  ],
);
