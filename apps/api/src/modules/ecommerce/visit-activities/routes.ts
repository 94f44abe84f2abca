import { activityBookingAnswerSchema } from "@park/domain/activities/activity-booking-answer.ts";
import {
  activityDatesAnswerSchema,
  activityDatesQuerySchema,
  activityScheduleAnswerSchema,
  activityScheduleQuerySchema,
  visitActivityUpdateBodySchema,
} from "@park/domain/activities/activity-schemas.ts";
import { VISIT_ACTIVITY_TYPES } from "@park/domain/activities/activity-types.ts";
import { ARRIVAL_TIMES, HOLD_MINUTES } from "@park/domain/constants.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { detailedErrorSchema, errorResponseSchema } from "../../../http/error-response.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import { verifiedVisitorId } from "../../auth/visitor/require-visitor.ts";
import type { AvailabilityAnswers } from "../availability/availability-answers.ts";
import {
  notYoursResponse,
  quoteErrorResponses,
  quoteIdQuerySchema,
  unauthorizedResponse,
} from "../shared/route-schemas.ts";
import type { VisitActivitiesService } from "./service.ts";

const scheduleQuerySchema = z.intersection(
  activityScheduleQuerySchema,
  z.object({
    quoteId: z
      .optional(quoteIdQuerySchema)
      .check(z.describe("Places this quote holds count as available (what the visitor already booked)")),
  }),
);

const datesQuerySchema = z.intersection(
  activityDatesQuerySchema,
  z.object({
    type: z
      .optional(z.enum(VISIT_ACTIVITY_TYPES, { error: () => "unknown_activity_type" }))
      .check(z.describe("Only this activity's dates and slots; any activity when absent")),
    arrivalTime: z
      .optional(z.enum(ARRIVAL_TIMES, { error: () => "invalid_value" }))
      .check(
        z.describe(
          "The visit's arrival time (DAY when absent): a night arrival has no activity on its arrival date",
        ),
      ),
  }),
);

const bookingBodySchema = z.extend(visitActivityUpdateBodySchema, {
  quoteId: z
    .string({ error: (issue) => (issue.input === undefined ? "required" : "invalid_id") })
    .check(z.describe("Quote id (UUID), as answered by POST /api/ecommerce/quotes/")),
  type: z
    .optional(z.enum(VISIT_ACTIVITY_TYPES, { error: () => "unknown_activity_type" }))
    .check(
      z.describe("The activity of the card that sends it; when given, the schedule must be one of its slots"),
    ),
  price: z
    .optional(z.unknown())
    .check(z.describe("Ignored: the server prices the activity from the activity price periods")),
});

export const visitActivitiesRoutes: FastifyPluginAsyncZod<{
  service: VisitActivitiesService;
  answers: AvailabilityAnswers;
}> = async (app, { service, answers }) => {
  app.get(
    "/api/ecommerce/visit-activities/schedule",
    {
      schema: {
        tags: ["ecommerce"],
        summary: "An activity's time slots on a date, with the places left",
        description:
          "Every slot of the activity on `date`, in order. availableUnits is what the slot holds less the places " +
          "sold and held by quotes (other than quoteId); for an ATV rented `hours` hours it is the least over " +
          "the slots the rental covers, and 0 when it would run past the day's last slot. available says whether " +
          "`quantity` places (at least 1) can be booked online now: not on a past date, not once the slot has " +
          "started today, and the night canopy not after 18:00 on its day (validation=ECOMMERCE).",
        querystring: scheduleQuerySchema,
        response: {
          200: activityScheduleAnswerSchema,
          400: errorResponseSchema.check(z.describe("Invalid query; `fields` lists each problem")),
          ...pickErrors(429, 500),
        },
      },
    },
    (request, reply) =>
      answers.send(request, reply, activityScheduleAnswerSchema, () => service.schedule(request.query)),
  );

  app.get(
    "/api/ecommerce/visit-activities/dates/available",
    {
      schema: {
        tags: ["ecommerce"],
        summary: "Which dates of a visit have an activity that can be booked",
        description:
          "Each date from arrivalDate to departureDate (both included, at most 2 years apart), available when the " +
          "activity (of `type`, or any) can take place that day for the visit (not a past date; the night canopy " +
          "from the day after a night arrival and never on the departure date; no day activity on a night " +
          "arrival's arrival date) and one of its slots not yet started has a free place.",
        querystring: datesQuerySchema,
        response: {
          200: activityDatesAnswerSchema,
          400: errorResponseSchema.check(z.describe("Invalid query; `fields` lists each problem")),
          ...pickErrors(429, 500),
        },
      },
    },
    (request, reply) =>
      answers.send(request, reply, activityDatesAnswerSchema, () => service.availableDates(request.query)),
  );

  app.put(
    "/api/ecommerce/visit-activities",
    {
      preHandler: app.requireVisitor,
      schema: {
        tags: ["ecommerce"],
        summary: "Book, change or remove an activity of a quote (secure, its owner only)",
        description:
          "One booking per activity and quote: the schedule names the activity, and a new call replaces the " +
          `booking (slot, date, places, hours). Its places are held ${HOLD_MINUTES} minutes and held again by the sale; ` +
          "quantity 0 removes the booking and frees them. The server prices it from the activity price period of " +
          "visitDate (per person, or per ATV and hour); `price` is not read. The answer is the quote, whose " +
          "products count the bookings, with its visitActivityReservations. Refusals change nothing: 400 " +
          "validation_error (unknown schedule, quantity over the activity's limit: horseback 12, night canopy 50, " +
          "others 99; a date outside the visit; a slot that started), 400 `Hour out of range` (an ATV rental " +
          "past the day's last slot), 409 `Not enough inventory` (a slot it covers has fewer free places), 403 " +
          "quote_not_yours, 404 quote_not_found, 409 quote_paid / quote_payment_pending.",
        body: bookingBodySchema,
        response: {
          200: activityBookingAnswerSchema,
          ...quoteErrorResponses,
          400: detailedErrorSchema.check(
            z.describe("validation_error with `fields`; `Hour out of range`; no_activity_price"),
          ),
          401: unauthorizedResponse,
          403: notYoursResponse,
          409: errorResponseSchema.check(
            z.describe("`Not enough inventory`; quote_paid / quote_payment_pending"),
          ),
        },
      },
    },
    (request) => service.book(request.body, verifiedVisitorId(request)),
  );
};
