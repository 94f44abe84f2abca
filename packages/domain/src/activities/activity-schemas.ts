import { z } from "zod/mini";
import { isoDateSchema, rangeEndIssue } from "../catalog.ts";
import { isIsoDate } from "../dates.ts";
import { productCountsSchema } from "../pricing/product-counts.ts";
import type { ActivityMessageKey } from "./activity-messages.ts";
import { ACTIVITY_FACTS, ATV_HOURS, SCHEDULE_VALIDATION, VISIT_ACTIVITY_TYPES } from "./activity-types.ts";

/**
 * The activity calls of 000 §7, field names as the call table writes them. Issue messages are activity
 * message codes (activity-messages.ts), which the API and the selectors word alike; the API
 * answers hours_out_of_range as the spec's "Hour out of range".
 */

const message = (key: ActivityMessageKey | "invalid_id" | "invalid_validation") => ({ message: key });

/** Largest counter of any activity (99): a request above it is refused before its activity is known. */
const MAX_ANY_ACTIVITY = Math.max(...VISIT_ACTIVITY_TYPES.map((type) => ACTIVITY_FACTS[type].maxQuantity));

const quantity = z.int(message("quantity_over_limit")).check(z.gte(0, message("quantity_over_limit")));
const atvHours = z
  .int(message("hours_out_of_range"))
  .check(
    z.gte(ATV_HOURS.min, message("hours_out_of_range")),
    z.lte(ATV_HOURS.max, message("hours_out_of_range")),
  );
const activityType = z.enum(VISIT_ACTIVITY_TYPES, message("unknown_activity_type"));

/** Schedule ids are whole numbers that travel as strings; a client may send a number. */
const scheduleId = z.pipe(
  z.union(
    [z.string().check(z.regex(/^[1-9]\d{0,9}$/, message("invalid_id"))), z.int().check(z.positive())],
    message("invalid_id"),
  ),
  z.transform(String),
);

/** GET /api/ecommerce/visit-activities/schedule: query strings, so numbers are coerced. */
export const activityScheduleQuerySchema = z
  .object({
    date: isoDateSchema,
    type: activityType,
    quantity: z.pipe(
      z.coerce.number(message("quantity_over_limit")),
      quantity.check(z.lte(MAX_ANY_ACTIVITY)),
    ),
    /** Only ATV rentals have hours; the other activities ignore them. */
    hours: z.optional(z.pipe(z.coerce.number(message("hours_out_of_range")), atvHours)),
    validation: z.literal(SCHEDULE_VALIDATION, message("invalid_validation")),
  })
  .check(
    z.superRefine((query, ctx) => {
      const max = ACTIVITY_FACTS[query.type].maxQuantity;
      if (query.quantity > max) {
        ctx.addIssue({ code: "custom", path: ["quantity"], message: "quantity_over_limit", params: { max } });
      }
    }),
  );
export type ActivityScheduleQuery = z.infer<typeof activityScheduleQuerySchema>;

/** One slot of the schedule answer (000 §7: id, startHour, available, availableUnits). */
export const activityScheduleSlotSchema = z.object({
  id: z.string(),
  /** "HH:MM", park time. */
  startHour: z.string(),
  available: z.boolean(),
  /** Places (horses, ATVs) left in the slot: its units less those sold and held. */
  availableUnits: z.int(),
});
export type ActivityScheduleSlot = z.infer<typeof activityScheduleSlotSchema>;
export const activityScheduleAnswerSchema = z.array(activityScheduleSlotSchema);

/**
 * PUT /api/ecommerce/visit-activities: books, changes or (quantity 0) removes one activity of a quote.
 * The call table's `price` is not read (the object drops it): the server prices the activity itself.
 * The per-activity limit (horseback 12, night canopy 50) needs the schedule's activity, so the
 * service checks it with validateActivityBooking.
 */
export const visitActivityUpdateBodySchema = z.object({
  visitActivityScheduleId: scheduleId,
  quoteId: z.uuid(message("invalid_id")),
  quantity: quantity.check(z.lte(MAX_ANY_ACTIVITY, message("quantity_over_limit"))),
  hours: z.optional(z.nullable(atvHours)),
  visitDate: isoDateSchema,
});
export type VisitActivityUpdateBody = z.infer<typeof visitActivityUpdateBodySchema>;

/** One activity reservation of a quote as the API shows it (000 §3 Activity reservation). */
export const visitActivityReservationSchema = z.object({
  quantity: z.int(),
  /** Places the reservation takes from the hourly slots after its own (ATV rentals over an hour). */
  borrowedUnits: z.int(),
  hours: z.nullable(z.int()),
  visitDate: z.string(),
  /** Pesos: per person, or per ATV and hour. */
  activityPrice: z.number(),
  visitActivitySchedule: z.object({
    id: z.string(),
    order: z.int(),
    startHour: z.string(),
    visitActivity: z.object({ type: activityType }),
  }),
  available: z.boolean(),
  availableUnits: z.int(),
});
export type VisitActivityReservation = z.infer<typeof visitActivityReservationSchema>;

/** The update's answer (000 §7 "response contains products"): the quote's counts and its reservations. */
export const visitActivityUpdateAnswerSchema = z.object({
  products: productCountsSchema,
  visitActivityReservations: z.array(visitActivityReservationSchema),
});
export type VisitActivityUpdateAnswer = z.infer<typeof visitActivityUpdateAnswerSchema>;

/** GET /api/ecommerce/visit-activities/dates/available: the visit's dates, at most 2 years apart. */
export const activityDatesQuerySchema = z
  .object({ arrivalDate: isoDateSchema, departureDate: isoDateSchema })
  .check(
    z.superRefine((q, ctx) => {
      if (!isIsoDate(q.arrivalDate) || !isIsoDate(q.departureDate)) return;
      const issue = rangeEndIssue(q.arrivalDate, q.departureDate);
      // A departure before the arrival leaves no date inside the visit: this call's own words for it.
      const message = issue === "reversed_range" ? "date_outside_visit" : issue;
      if (message) ctx.addIssue({ code: "custom", path: ["departureDate"], message });
    }),
  );
export type ActivityDatesQuery = z.infer<typeof activityDatesQuerySchema>;

export const activityDateSchema = z.object({ date: z.string(), available: z.boolean() });
export type ActivityDate = z.infer<typeof activityDateSchema>;
export const activityDatesAnswerSchema = z.array(activityDateSchema);
