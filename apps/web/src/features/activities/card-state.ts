import type { ActivityMessageKey } from "@park/domain/activities/activity-messages.ts";
import type {
  ActivityScheduleSlot,
  VisitActivityReservation,
} from "@park/domain/activities/activity-schemas.ts";
import {
  atvMaxHours,
  atvSlotsCovered,
  type DaySlot,
  firstAvailableSlot,
  laterHoursCover,
} from "@park/domain/activities/activity-slots.ts";
import { ACTIVITY_FACTS, type VisitActivityType } from "@park/domain/activities/activity-types.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import type { ActivityBooking } from "./api/activities-api.ts";

/** What the visitor has chosen on a card; the slot of the canopy card is picked for them. */
export interface ActivitySelection {
  quantity: number;
  date: IsoDate | null;
  /** The chosen slot (night canopy, horseback, ATV); ignored for the canopy. */
  slotId: string | null;
  /** ATV rental hours. */
  hours: number;
}

export function selectionOf(
  reservation: VisitActivityReservation | undefined,
  quantity: number,
): ActivitySelection {
  if (!reservation) return { quantity, date: null, slotId: null, hours: 1 };
  return {
    quantity: reservation.quantity,
    date: reservation.visitDate,
    slotId: reservation.visitActivitySchedule.id,
    hours: reservation.hours ?? 1,
  };
}

/** The schedule's slots as the domain's slot rules take them (ATV runs are found by start hour). */
export function daySlotsOf(type: VisitActivityType, slots: readonly ActivityScheduleSlot[]): DaySlot[] {
  return slots.map((slot, index) => ({ ...slot, type, order: index + 1 }));
}

/**
 * The slot the card books: the canopy takes its booked slot on the booked date while it can still take
 * the places, else the first available one (000 §4); the others the visitor's choice.
 */
export function slotToBook(
  type: VisitActivityType,
  selection: ActivitySelection,
  slots: readonly ActivityScheduleSlot[],
): ActivityScheduleSlot | undefined {
  if (ACTIVITY_FACTS[type].autoPicksFirstSlot) {
    const kept = slots.find((slot) => slot.id === selection.slotId && slot.available);
    return kept ?? firstAvailableSlot(slots);
  }
  return slots.find((slot) => slot.id === selection.slotId);
}

/** The longest ATV rental the chosen slot allows (the hours selector's last option), at least 1. */
export function hoursAllowed(selection: ActivitySelection, slots: readonly ActivityScheduleSlot[]): number {
  const daySlots = daySlotsOf("ATV", slots);
  const start = daySlots.find((slot) => slot.id === selection.slotId);
  return start ? Math.max(1, atvMaxHours(daySlots, start)) : 1;
}

/**
 * Why the card cannot book what is chosen (000 §5 Activities), or null: a date first, then a slot (the
 * canopy's own), then places in the slot; an ATV rental that outlasts the track's day, or whose later
 * hours have fewer free ATVs than asked, is the hours message (`slots` then carry each hour's own
 * places: the card asks the schedule for 1 hour). Nothing to say while the quantity is 0.
 */
export function selectionIssue(
  type: VisitActivityType,
  selection: ActivitySelection,
  slots: readonly ActivityScheduleSlot[] | undefined,
): ActivityMessageKey | null {
  if (selection.quantity === 0) return null;
  if (selection.date === null) return "select_date";
  if (slots === undefined) return null;
  if (ACTIVITY_FACTS[type].autoPicksFirstSlot) {
    return slotToBook(type, selection, slots) ? null : "date_not_available";
  }
  if (slots.length === 0 || !slots.some((slot) => slot.available || slot.id === selection.slotId)) {
    return selection.slotId === null ? "date_not_available" : "slot_not_available";
  }
  const slot = slotToBook(type, selection, slots);
  if (!slot) return "select_slot";
  if (!slot.available) return "slot_not_available";
  if (type === "ATV") {
    const daySlots = daySlotsOf(type, slots);
    const start = daySlots.find((s) => s.id === slot.id);
    const covered = start ? atvSlotsCovered(daySlots, start, selection.hours) : undefined;
    if (!covered || !laterHoursCover(covered, selection.quantity)) return "hours_out_of_range";
  }
  return null;
}

/** What the card knows of the server's booking of its activity. */
export interface BookedState {
  reservation: VisitActivityReservation | undefined;
  /** The activity's count on the quote: above 0 with no reservation known, a booking whose details we lack. */
  countOnQuote: number;
}

/**
 * The call that makes the server's booking match the selection, or null when nothing is to be sent.
 * Quantity 0 removes the booking; the server removes it by activity, so a booking whose slot we do not
 * know is removed through any slot of its activity (`slots` of the date shown).
 */
export function bookingToSend(
  type: VisitActivityType,
  selection: ActivitySelection,
  slots: readonly ActivityScheduleSlot[] | undefined,
  { reservation: booked, countOnQuote }: BookedState,
  slotsDate: IsoDate | null = selection.date,
): ActivityBooking | null {
  const hours = type === "ATV" ? selection.hours : null;
  if (selection.quantity === 0) {
    if (booked) {
      return {
        type,
        visitActivityScheduleId: booked.visitActivitySchedule.id,
        quantity: 0,
        hours: booked.hours,
        visitDate: booked.visitDate,
      };
    }
    const anySlot = slots?.[0];
    if (countOnQuote === 0 || anySlot === undefined || slotsDate === null) return null;
    return { type, visitActivityScheduleId: anySlot.id, quantity: 0, hours, visitDate: slotsDate };
  }
  if (selection.date === null || slots === undefined) return null;
  if (selectionIssue(type, selection, slots) !== null) return null;
  const slot = slotToBook(type, selection, slots);
  if (!slot) return null;
  const same =
    booked !== undefined &&
    booked.quantity === selection.quantity &&
    booked.visitDate === selection.date &&
    booked.visitActivitySchedule.id === slot.id &&
    (booked.hours ?? null) === hours;
  if (same) return null;
  return {
    type,
    visitActivityScheduleId: slot.id,
    quantity: selection.quantity,
    hours,
    visitDate: selection.date,
  };
}
