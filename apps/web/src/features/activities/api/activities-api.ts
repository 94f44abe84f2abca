import { activityBookingAnswerSchema } from "@park/domain/activities/activity-booking-answer.ts";
import {
  type ActivityDate,
  type ActivityScheduleSlot,
  activityDatesAnswerSchema,
  activityScheduleAnswerSchema,
  type VisitActivityReservation,
} from "@park/domain/activities/activity-schemas.ts";
import { SCHEDULE_VALIDATION, type VisitActivityType } from "@park/domain/activities/activity-types.ts";
import { type ActivityPricePeriod, activityPricePeriodSchema } from "@park/domain/catalog.ts";
import type { ArrivalTime } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { type QuoteDto, quoteDtoSchema } from "@park/domain/quote/quote-dto.ts";
import { z } from "zod/mini";
import { apiRequest } from "../../../shared/api/api-client.ts";

/** A booking as the card sends it (000 §7 PUT /api/ecommerce/visit-activities); the server prices it. */
export interface ActivityBooking {
  type: VisitActivityType;
  visitActivityScheduleId: string;
  quantity: number;
  /** ATV rentals only. */
  hours: number | null;
  visitDate: IsoDate;
}

/** The booking's answer: the quote (products count the bookings) with its activity reservations. */
export interface BookingAnswer {
  quote: QuoteDto;
  reservations: VisitActivityReservation[];
}

/** The activity calls of 000 §7 and the catalog's activity prices; answers are checked before use. */
export const activitiesApi = {
  async availableDates(query: {
    type: VisitActivityType;
    arrivalDate: IsoDate;
    departureDate: IsoDate;
    arrivalTime: ArrivalTime;
  }): Promise<ActivityDate[]> {
    return activityDatesAnswerSchema.parse(
      await apiRequest("/api/ecommerce/visit-activities/dates/available", { query: { ...query } }),
    );
  },

  async schedule(query: {
    type: VisitActivityType;
    date: IsoDate;
    quantity: number;
    hours: number | undefined;
    quoteId: string;
  }): Promise<ActivityScheduleSlot[]> {
    return activityScheduleAnswerSchema.parse(
      await apiRequest("/api/ecommerce/visit-activities/schedule", {
        query: { ...query, validation: SCHEDULE_VALIDATION },
      }),
    );
  },

  async book(quoteId: string, booking: ActivityBooking): Promise<BookingAnswer> {
    const answer = activityBookingAnswerSchema.parse(
      await apiRequest("/api/ecommerce/visit-activities", {
        method: "PUT",
        secure: true,
        json: { ...booking, quoteId },
      }),
    );
    const { visitActivityReservations, ...quote } = answer;
    return { quote, reservations: visitActivityReservations };
  },

  /** The quote's reservations, or null when the quote's answer does not list them. */
  async reservations(quoteId: string): Promise<VisitActivityReservation[] | null> {
    // The quote's answer lists its reservations where the API includes them (000 §3 Quote).
    const answer = quoteDtoSchema.parse(
      await apiRequest(`/api/ecommerce/quotes/${encodeURIComponent(quoteId)}`),
    );
    return answer.visitActivityReservations ?? null;
  },

  async pricePeriods(range: { startDate: IsoDate; endDate: IsoDate }): Promise<ActivityPricePeriod[]> {
    return z
      .array(activityPricePeriodSchema)
      .parse(await apiRequest("/api/catalog/activity-prices", { query: { ...range } }));
  },
};
