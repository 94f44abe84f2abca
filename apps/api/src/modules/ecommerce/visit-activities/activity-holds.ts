import {
  type BookingDecision,
  type BookingRequest,
  decideActivityBooking,
} from "@park/domain/activities/activity-booking.ts";
import type { ActivityVisit } from "@park/domain/activities/activity-dates.ts";
import { type DaySlot, slotAvailableUnits } from "@park/domain/activities/activity-slots.ts";
import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import { slotRunsOn } from "@park/domain/activities/atv-track.ts";
import { HOLD_MINUTES } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import type { ActivityBookingsRepository, ScheduleRecord } from "./repository.ts";

/** A booking the rules accepted, with the slots it takes. */
type AcceptedBooking = Extract<BookingDecision, { ok: true; remove: false }>;

/**
 * The slots of an activity on a date as the domain's rules read them: only those that run that day (an
 * ATV hour while the track is open), places left the slot's units less what other quotes than `quoteId`
 * bought or hold (the quote's own places count as free for it).
 */
export async function daySlotsOf(
  activities: ActivityBookingsRepository,
  schedules: readonly ScheduleRecord[],
  type: VisitActivityType,
  day: IsoDate,
  now: Date,
  quoteId?: string,
): Promise<DaySlot[]> {
  const own = schedules.filter((s) => s.type === type && slotRunsOn(type, day, s.startHour));
  const taken = await activities.taken({
    scheduleIds: own.map((s) => s.id),
    days: [day],
    now,
    exceptQuoteId: quoteId,
  });
  const takenOf = new Map(taken.map((t) => [t.scheduleId, t]));
  return own.map((s) => ({
    id: String(s.id),
    type: s.type,
    order: s.order,
    startHour: s.startHour,
    availableUnits: slotAvailableUnits({
      units: s.units,
      sold: takenOf.get(s.id)?.sold ?? 0,
      held: takenOf.get(s.id)?.held ?? 0,
    }),
  }));
}

/**
 * Locks every slot of these activities on these dates until the transaction ends (decision 0011): all
 * of an activity's slots of the day, because an ATV rental covers several and a booking may move
 * between them. The repository takes them in one global order.
 */
async function lockActivityDays(
  activities: ActivityBookingsRepository,
  schedules: readonly ScheduleRecord[],
  wanted: readonly { type: VisitActivityType; day: IsoDate }[],
): Promise<void> {
  await activities.lockSlotDays(
    wanted.flatMap((w) =>
      schedules.filter((s) => s.type === w.type).map((s) => ({ scheduleId: s.id, day: w.day })),
    ),
  );
}

/**
 * Decides a booking of the quote with the places counted under the slot-days' locks, so that what the
 * rules accept can be held before anyone else counts: call it inside the transaction that holds the
 * quote's row lock, then `holdAccepted`.
 */
export async function decideUnderLock(
  activities: ActivityBookingsRepository,
  question: {
    quoteId: string;
    visit: ActivityVisit;
    scheduleId: number;
    request: BookingRequest;
    expectedType?: VisitActivityType | undefined;
    now: Date;
  },
): Promise<BookingDecision> {
  const { quoteId, visit, scheduleId, request, expectedType, now } = question;
  const schedules = await activities.schedules();
  const start = schedules.find((s) => s.id === scheduleId);
  if (start && request.quantity > 0)
    await lockActivityDays(activities, schedules, [{ type: start.type, day: request.visitDate }]);
  const daySlots = start
    ? await daySlotsOf(activities, schedules, start.type, request.visitDate, now, quoteId)
    : [];
  return decideActivityBooking({
    request,
    schedule: daySlots.find((s) => s.id === String(scheduleId)),
    daySlots,
    expectedType,
    visit,
    now,
  });
}

/** Holds the places of an accepted booking for HOLD_MINUTES, replacing the quote's places of that activity. */
export function holdAccepted(
  activities: ActivityBookingsRepository,
  quoteId: string,
  booking: AcceptedBooking,
  quantity: number,
  day: IsoDate,
  now: Date,
): Promise<void> {
  return activities.holdPlaces(
    quoteId,
    booking.type,
    booking.slots.map((s) => ({ scheduleId: Number(s.id), day })),
    quantity,
    new Date(now.getTime() + HOLD_MINUTES * 60_000),
  );
}

/**
 * For the checkout's sale, inside its transaction after the quote's row lock (and the admission
 * capacity locks): checks every activity the quote booked again with the booking rules (its date still
 * in the visit, its slot not started, its places free) and holds their places again, all or nothing (a
 * hold may have run out while the visitor paid). Answers the activities that cannot be had (000 §8
 * activity_not_available); nothing is held then.
 */
export async function holdActivityPlacesInTx(
  activities: ActivityBookingsRepository,
  quote: { id: string } & ActivityVisit,
  now: Date,
): Promise<VisitActivityType[]> {
  const bookings = await activities.bookingsOf(quote.id);
  if (bookings.length === 0) return [];
  const schedules = await activities.schedules();
  await lockActivityDays(
    activities,
    schedules,
    bookings.map((b) => ({ type: b.type, day: b.visitDate })),
  );
  const refused: VisitActivityType[] = [];
  const accepted: { booking: (typeof bookings)[number]; decision: AcceptedBooking }[] = [];
  for (const booking of bookings) {
    const daySlots = await daySlotsOf(activities, schedules, booking.type, booking.visitDate, now, quote.id);
    const decision = decideActivityBooking({
      request: {
        quantity: booking.quantity,
        hours: booking.type === "ATV" ? booking.hours : null,
        visitDate: booking.visitDate,
      },
      schedule: daySlots.find((s) => s.id === String(booking.scheduleId)),
      daySlots,
      expectedType: booking.type,
      visit: quote,
      now,
    });
    if (decision.ok && !decision.remove) accepted.push({ booking, decision });
    else refused.push(booking.type);
  }
  if (refused.length > 0) return refused;
  for (const { booking, decision } of accepted) {
    await holdAccepted(activities, quote.id, decision, booking.quantity, booking.visitDate, now);
  }
  return [];
}

/** For the sale's completion: the quote's held places become SOLD (never expire). */
export function sellActivityPlacesInTx(
  activities: ActivityBookingsRepository,
  quoteId: string,
): Promise<number> {
  return activities.sellHolds(quoteId);
}
