import { ACTIVITY_FACTS, type VisitActivityType } from "@park/domain/activities/activity-types.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { activityReservationsQuery } from "../api/activity-queries.ts";
import { lineBooking, reservationOf } from "../line-booking.ts";
import { useActivityBooking } from "./use-activity-booking.ts";

type Pending = Partial<Record<VisitActivityType, number>>;

/**
 * The cart's activity lines (000 §2): their counters and delete buttons change the quote's booking through
 * the activity call the cards use (PUT /visit-activities; PUT /quotes ignores activity counts), keeping the
 * booking's date, slot and hours; 0 removes it. A line shows the count asked for until the server answers;
 * a refusal shows the server's count again with the spec's message.
 */
export function useActivityLines(quote: QuoteDto) {
  const reservations = useQuery(activityReservationsQuery(quote));
  // One booking per activity, as the cards have: the four hooks always run, in display order.
  const bookings: Record<VisitActivityType, ReturnType<typeof useActivityBooking>> = {
    CANOPY_TOUR: useActivityBooking("CANOPY_TOUR"),
    CANOPY_TOUR_NIGHT: useActivityBooking("CANOPY_TOUR_NIGHT"),
    HORSEBACK_RIDING: useActivityBooking("HORSEBACK_RIDING"),
    ATV: useActivityBooking("ATV"),
  };
  const [pending, setPending] = useState<Pending>({});

  function booked(type: VisitActivityType) {
    return reservationOf(reservations.data ?? quote.visitActivityReservations, type);
  }

  async function setQuantity(type: VisitActivityType, quantity: number): Promise<void> {
    const call = lineBooking(type, booked(type), quantity);
    if (call === null) return;
    setPending((current) => ({ ...current, [type]: call.quantity }));
    try {
      await bookings[type].book(call);
    } finally {
      setPending(({ [type]: _done, ...rest }) => rest);
    }
  }

  return {
    /** What the line's counter shows: the count being sent, else the quote's. */
    quantity: (type: VisitActivityType): number =>
      pending[type] ?? quote.products[ACTIVITY_FACTS[type].countField],
    /** Whether the line knows the booking it would change (always, once the reservations are read). */
    known: (type: VisitActivityType): boolean => booked(type) !== undefined,
    setQuantity,
    remove: (type: VisitActivityType) => setQuantity(type, 0),
    error: (type: VisitActivityType): string | null => bookings[type].error,
  };
}
