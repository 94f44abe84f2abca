import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import type { ArrivalTime } from "@park/domain/constants.ts";
import { addMonths, type IsoDate } from "@park/domain/dates.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { queryOptions } from "@tanstack/react-query";
import { activitiesApi } from "./activities-api.ts";

/** The visit as the activity calls see it; a change of it is a new set of answers. */
export interface ActivityVisitKey {
  arrivalDate: IsoDate;
  departureDate: IsoDate;
  arrivalTime: ArrivalTime;
}

export function activityDatesQuery(type: VisitActivityType, visit: ActivityVisitKey) {
  return queryOptions({
    queryKey: ["activity-dates", type, visit.arrivalDate, visit.departureDate, visit.arrivalTime],
    queryFn: () => activitiesApi.availableDates({ type, ...visit }),
    staleTime: 30_000,
  });
}

export interface ScheduleKey {
  type: VisitActivityType;
  date: IsoDate;
  /** What the card would book; the server answers whether each slot can take it (at least 1). */
  quantity: number;
  hours: number | undefined;
  quoteId: string;
}

export function activityScheduleQuery(key: ScheduleKey) {
  return queryOptions({
    queryKey: ["activity-schedule", key.type, key.date, key.quantity, key.hours ?? null, key.quoteId],
    queryFn: () => activitiesApi.schedule(key),
    // Places change as other visitors book: a card shown again asks again.
    staleTime: 10_000,
  });
}

/**
 * The activity price periods that can price the visit: the one containing a date, else the latest ended
 * one (activityPeriodFor), so the range reaches a year before the arrival.
 */
export function activityPricesQuery(visit: Pick<ActivityVisitKey, "arrivalDate" | "departureDate">) {
  const range = { startDate: addMonths(visit.arrivalDate, -12), endDate: visit.departureDate };
  return queryOptions({
    queryKey: ["activity-prices", range.startDate, range.endDate],
    queryFn: () => activitiesApi.pricePeriods(range),
    staleTime: 5 * 60_000,
  });
}

/**
 * The quote's activity reservations for its current visit: what the last booking answered, else what the
 * quote's answer lists; null when neither says (the counts of the quote's products are then all we know).
 */
export function activityReservationsKey(quoteId: string, visit: ActivityVisitKey) {
  return [
    "activity-reservations",
    quoteId,
    visit.arrivalDate,
    visit.departureDate,
    visit.arrivalTime,
  ] as const;
}

export function activityReservationsQuery(quote: QuoteDto) {
  const { arrivalDate, departureDate, arrivalTime } = quote.visit;
  return queryOptions({
    queryKey: activityReservationsKey(quote.id, { arrivalDate, departureDate, arrivalTime }),
    queryFn: () => activitiesApi.reservations(quote.id),
    // The quote's answer lists them (000 §3): the cart read the quote a second time only to find them there.
    initialData: quote.visitActivityReservations,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
