import { z } from "zod/mini";
import { VISIT_ACTIVITY_TYPES } from "../activities/activity-types.ts";
import { isoDateSchema } from "../catalog.ts";
import { ARRIVAL_TIMES, LANGUAGES } from "../constants.ts";
import { daysBetween, isIsoDate } from "../dates.ts";
import { gateVisitSchema } from "../gate/gate-schemas.ts";
import { lodgingNightDtoSchema, SALES_MAX_DAYS } from "../office-dashboard/dashboard-dto.ts";

const describe = z.describe;

/** ?lang=: a download opened as a link carries the browser's Accept-Language, not the office's choice. */
const languageField = {
  lang: z
    .optional(z.enum(LANGUAGES))
    .check(describe("Language of the texts (es or en); the request's Accept-Language when left out")),
};

/** ?from=&to= of a report: park dates, both included, in order, at most a year. */
export const reportRangeQuerySchema = z
  .object({
    from: isoDateSchema.check(describe("First park date, YYYY-MM-DD")),
    to: isoDateSchema.check(describe(`Last park date, YYYY-MM-DD; at most ${SALES_MAX_DAYS} days in all`)),
    ...languageField,
  })
  .check(
    z.superRefine((query, context) => {
      // The dates' own issues are reported on them; a range of them means nothing.
      if (!isIsoDate(query.from) || !isIsoDate(query.to)) return;
      const days = daysBetween(query.from, query.to) + 1;
      if (days < 1) context.addIssue({ code: "custom", path: ["to"], message: "reversed_range" });
      else if (days > SALES_MAX_DAYS)
        context.addIssue({ code: "custom", path: ["to"], message: "range_too_long" });
    }),
  );
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/** GET /api/office/reports/occupancy: each night of a range, per kind. */
export const occupancyReportDtoSchema = z.object({
  first: isoDateSchema,
  last: isoDateSchema,
  nights: z.array(lodgingNightDtoSchema),
});
export type OccupancyReportDto = z.infer<typeof occupancyReportDtoSchema>;

export const manifestQuerySchema = z.object({
  date: isoDateSchema.check(describe("The park date of the slot, YYYY-MM-DD")),
  scheduleId: z.coerce
    .number()
    .check(
      z.int("invalid_value"),
      z.minimum(1, "invalid_value"),
      z.maximum(2_147_483_647, "invalid_value"),
      describe("The slot (GET /api/office/today's scheduleId)"),
    ),
  ...languageField,
});
export type ManifestQuery = z.infer<typeof manifestQuerySchema>;

const manifestBookingSchema = z.object({
  code: z.string(),
  holder: z
    .string()
    .check(describe("Name and last name of who bought it; empty before the payment form was sent")),
  quantity: z.number().check(describe("Persons, horses or ATVs in this slot")),
  hours: z.number().check(describe("Hours of an ATV rental; 1 otherwise")),
  startHour: z
    .string()
    .check(describe("Where the booking starts (an ATV rental of several hours takes the slots after it)")),
  visitPersons: z.number().check(describe("Persons of the whole visit")),
  checkedIn: z.boolean().check(describe("Whether the gate checked the visit in")),
});

/** GET /api/office/reports/activity-manifest: who is booked on one slot, for the guide. */
export const manifestDtoSchema = z.object({
  date: isoDateSchema,
  scheduleId: z.number(),
  type: z.enum(VISIT_ACTIVITY_TYPES),
  activity: z.string().check(describe("The activity's name in the language asked")),
  startHour: z.string(),
  units: z.number(),
  sold: z.number(),
  held: z.number(),
  left: z.number(),
  safetyNotes: z
    .string()
    .check(describe("The activity's requirements (001 §9), read to the visitors before they start")),
  bookings: z
    .array(manifestBookingSchema)
    .check(describe("Paid bookings on the slot, by start hour then code")),
  totals: z.object({ bookings: z.number(), quantity: z.number() }),
});
export type ManifestDto = z.infer<typeof manifestDtoSchema>;

export const arrivalsQuerySchema = z.object({
  date: z.optional(isoDateSchema).check(describe("Park date, YYYY-MM-DD; today when left out")),
});

/** GET /api/office/reports/arrivals: who arrives on a day, per arrival time, for the gate's printed list. */
export const arrivalsListDtoSchema = z.object({
  date: isoDateSchema,
  readAt: z.string(),
  times: z.array(
    z.object({
      arrivalTime: z.enum(ARRIVAL_TIMES),
      visits: z.number(),
      persons: z.number(),
      checkedIn: z.number().check(describe("Visits of the list the gate already checked in")),
      list: z.array(gateVisitSchema).check(describe("The visits, as the gate's screen shows them, by code")),
    }),
  ),
});
export type ArrivalsListDto = z.infer<typeof arrivalsListDtoSchema>;
