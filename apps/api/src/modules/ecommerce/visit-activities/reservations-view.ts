import { type ActivityVisit, activityDateBookable } from "@park/domain/activities/activity-dates.ts";
import type { PricedReservation } from "@park/domain/activities/activity-lines.ts";
import type { VisitActivityReservation } from "@park/domain/activities/activity-schemas.ts";
import { slotStarted, slotsTaken } from "@park/domain/activities/activity-slots.ts";
import { VISIT_ACTIVITY_TYPES } from "@park/domain/activities/activity-types.ts";
import { centavosToPesos } from "@park/domain/money.ts";
import { daySlotsOf } from "./activity-holds.ts";
import type { ActivityBookingsRepository } from "./repository.ts";

/**
 * The quote's bookings as the API shows them (000 §3 Activity reservation), in display order: the
 * booking answer's visitActivityReservations, and what the quote answer can list too.
 */
export async function activityReservations(
  activities: ActivityBookingsRepository,
  quote: { id: string } & ActivityVisit,
  now: Date,
): Promise<VisitActivityReservation[]> {
  const quoteId = quote.id;
  const bookings = await activities.bookingsOf(quoteId);
  if (bookings.length === 0) return [];
  const schedules = await activities.schedules();
  const answer: VisitActivityReservation[] = [];
  for (const type of VISIT_ACTIVITY_TYPES) {
    const booking = bookings.find((b) => b.type === type);
    const schedule = schedules.find((s) => s.id === booking?.scheduleId);
    if (!booking || !schedule) continue;
    const daySlots = await daySlotsOf(activities, schedules, type, booking.visitDate, now, quoteId);
    const start = daySlots.find((s) => s.id === String(schedule.id));
    const hours = type === "ATV" ? booking.hours : null;
    const slots = start ? slotsTaken(daySlots, start, hours) : undefined;
    const availableUnits = slots ? Math.min(...slots.map((s) => s.availableUnits)) : 0;
    answer.push({
      quantity: booking.quantity,
      borrowedUnits: booking.quantity * ((slots?.length ?? 1) - 1),
      hours,
      visitDate: booking.visitDate,
      activityPrice: centavosToPesos(booking.price),
      visitActivitySchedule: {
        id: String(schedule.id),
        order: schedule.order,
        startHour: schedule.startHour,
        visitActivity: { type },
      },
      // Still to be had: a date of the visit as it is now, its places free for this quote (its own hold
      // counts) and its slot not started.
      available:
        activityDateBookable(type, quote, booking.visitDate, now) &&
        slots !== undefined &&
        availableUnits >= booking.quantity &&
        !slotStarted(booking.visitDate, schedule.startHour, now),
      availableUnits,
    });
  }
  return answer;
}

/**
 * The quote's bookings with the prices the server fixed when they were booked, as the domain's
 * `activityLines` turns them into the quote's activity lines (packages/domain/src/activities).
 */
export async function pricedReservations(
  activities: ActivityBookingsRepository,
  quoteId: string,
): Promise<PricedReservation[]> {
  return (await activities.bookingsOf(quoteId)).map((b) => ({
    type: b.type,
    quantity: b.quantity,
    hours: b.type === "ATV" ? b.hours : null,
    price: b.price,
  }));
}
