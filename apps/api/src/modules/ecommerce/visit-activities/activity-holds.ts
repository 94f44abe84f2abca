import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import { HOLD_MINUTES } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import type { ActivityBookingsRepository, BookingRecord, ScheduleRecord, SlotDay } from "./repository.ts";

/** A booking's claim: `quantity` places in each of `slots` on `day`. */
export type PlacesClaim = {
  type: VisitActivityType;
  slots: readonly ScheduleRecord[];
  day: IsoDate;
  quantity: number;
};

/**
 * The slots a booking takes: its own, and for an ATV rented `hours` hours the following hourly slots of
 * the day; null when the day has not that many slots left (000 §8 "Hour out of range").
 */
export function coveredSlots(
  schedulesOfType: readonly ScheduleRecord[],
  start: ScheduleRecord,
  hours: number,
): ScheduleRecord[] | null {
  const ordered = [...schedulesOfType].sort((a, b) => a.order - b.order);
  const first = ordered.findIndex((s) => s.id === start.id);
  if (first < 0) return null;
  const covered = ordered.slice(first, first + hours);
  return covered.length === hours ? covered : null;
}

function slotDaysOf(claims: readonly PlacesClaim[]): SlotDay[] {
  return claims.flatMap((c) => c.slots.map((s) => ({ scheduleId: s.id, day: c.day })));
}

/** Free places of each slot-day for `quoteId` (its own places count as free), read under the locks. */
async function freePlaces(
  activities: ActivityBookingsRepository,
  claims: readonly PlacesClaim[],
  quoteId: string,
  now: Date,
): Promise<(slot: ScheduleRecord, day: IsoDate) => number> {
  const slotDays = slotDaysOf(claims);
  const taken = await activities.taken({
    scheduleIds: [...new Set(slotDays.map((s) => s.scheduleId))],
    days: [...new Set(slotDays.map((s) => s.day))],
    now,
    exceptQuoteId: quoteId,
  });
  const takenBy = new Map(taken.map((t) => [`${t.scheduleId}/${t.day}`, t.places]));
  return (slot, day) => slot.units - (takenBy.get(`${slot.id}/${day}`) ?? 0);
}

/**
 * Holds the places of these claims for the quote for HOLD_MINUTES, all or nothing: the slot-days of
 * every claim are locked first, in one order (docs/decisions/0011-activity-inventory.md), then counted,
 * so two quotes can never both take the last places. Answers the activities whose places are not free
 * (nothing is written then); call it inside a transaction that holds the quote's row lock.
 */
export async function claimPlaces(
  activities: ActivityBookingsRepository,
  quoteId: string,
  claims: readonly PlacesClaim[],
  now: Date,
): Promise<VisitActivityType[]> {
  await activities.lockSlotDays(slotDaysOf(claims));
  const free = await freePlaces(activities, claims, quoteId, now);
  // A booking whose slots are gone from the day's schedule has nothing left to hold.
  const refused = claims
    .filter((c) => c.slots.length === 0 || c.slots.some((slot) => free(slot, c.day) < c.quantity))
    .map((c) => c.type);
  if (refused.length > 0) return refused;
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  for (const claim of claims) {
    await activities.holdPlaces(
      quoteId,
      claim.type,
      claim.slots.map((s) => ({ scheduleId: s.id, day: claim.day })),
      claim.quantity,
      expiresAt,
    );
  }
  return [];
}

/** The claims of stored bookings, with the slots each covers now. */
export async function claimsOf(
  activities: ActivityBookingsRepository,
  bookings: readonly BookingRecord[],
): Promise<PlacesClaim[]> {
  if (bookings.length === 0) return [];
  const schedules = await activities.schedules();
  return bookings.map((booking) => {
    const ofType = schedules.filter((s) => s.type === booking.type);
    const start = ofType.find((s) => s.id === booking.scheduleId);
    const slots = start ? coveredSlots(ofType, start, booking.hours) : null;
    return { type: booking.type, slots: slots ?? [], day: booking.visitDate, quantity: booking.quantity };
  });
}

/**
 * For the checkout's sale, inside its transaction after the quote's row lock (and the admission
 * capacity locks): holds again the places of every activity the quote booked (a hold may have run out
 * while the visitor filled in the payment form). Answers the activities that no longer have the places
 * (000 §8 activity_not_available); nothing is held then.
 */
export async function holdActivityPlacesInTx(
  activities: ActivityBookingsRepository,
  quoteId: string,
  now: Date,
): Promise<VisitActivityType[]> {
  return claimPlaces(
    activities,
    quoteId,
    await claimsOf(activities, await activities.bookingsOf(quoteId)),
    now,
  );
}

/** For the sale's completion: the quote's held places become SOLD (never expire). */
export function sellActivityPlacesInTx(
  activities: ActivityBookingsRepository,
  quoteId: string,
): Promise<number> {
  return activities.sellHolds(quoteId);
}
