import type { VisitActivityReservation } from "@park/domain/activities/activity-schemas.ts";
import { ACTIVITY_FACTS, type VisitActivityType } from "@park/domain/activities/activity-types.ts";
import type { ActivityBooking } from "./api/activities-api.ts";

/** The quote's booking of an activity among its reservations. */
export function reservationOf(
  reservations: readonly VisitActivityReservation[] | undefined,
  type: VisitActivityType,
): VisitActivityReservation | undefined {
  return reservations?.find((r) => r.visitActivitySchedule.visitActivity.type === type);
}

/**
 * The call a cart line's counter makes (000 §2 line items, §4 "quantity 0 removes the booking"): the same
 * booking with another count, on its date, slot and ATV hours; the count is kept to the activity's limit.
 * Null when the booking is unknown (nothing to change) or the count is the booked one.
 */
export function lineBooking(
  type: VisitActivityType,
  booked: VisitActivityReservation | undefined,
  quantity: number,
): ActivityBooking | null {
  if (booked === undefined) return null;
  const count = Math.min(Math.max(0, Math.round(quantity)), ACTIVITY_FACTS[type].maxQuantity);
  if (Number.isNaN(count) || count === booked.quantity) return null;
  return {
    type,
    visitActivityScheduleId: booked.visitActivitySchedule.id,
    quantity: count,
    hours: type === "ATV" ? booked.hours : null,
    visitDate: booked.visitDate,
  };
}

/**
 * What a booking amounts to, to tell whose change the quote shows: "none" when nothing is booked (a
 * quantity-0 call removes it), else its slot, date, count and hours.
 */
export function bookingKey(
  booking: Pick<ActivityBooking, "visitActivityScheduleId" | "visitDate" | "quantity" | "hours"> | null,
): string {
  if (booking === null || booking.quantity === 0) return "none";
  return `${booking.visitActivityScheduleId}/${booking.visitDate}/${booking.quantity}/${booking.hours ?? "-"}`;
}

/** bookingKey of a reservation the server answered. */
export function reservationKey(reservation: VisitActivityReservation | undefined): string {
  if (reservation === undefined) return "none";
  return bookingKey({
    visitActivityScheduleId: reservation.visitActivitySchedule.id,
    visitDate: reservation.visitDate,
    quantity: reservation.quantity,
    hours: reservation.hours,
  });
}
