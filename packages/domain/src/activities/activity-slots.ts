import { type Clock, type IsoDate, parkDate, parkTime } from "../dates.ts";
import type { ActivityScheduleSlot } from "./activity-schemas.ts";
import { ATV_HOURS, type VisitActivityType } from "./activity-types.ts";

/**
 * A slot's places on one date, as the server counts them inside its transaction: what the slot sells,
 * what paid sales took, and what open quotes hold (pretix-style: computed, never a running counter).
 */
export interface SlotCounts {
  units: number;
  sold: number;
  held: number;
}

/** Places left: units less sold and held, never below 0 (a slot shrunk after sales shows 0, not less). */
export function slotAvailableUnits(counts: SlotCounts): number {
  return Math.max(0, counts.units - counts.sold - counts.held);
}

/** One slot of one activity on one date, with its places left. */
export interface DaySlot {
  id: string;
  type: VisitActivityType;
  /** Position within its activity, 1 first. */
  order: number;
  /** "HH:MM", park time. */
  startHour: string;
  availableUnits: number;
}

/** "10:00" plus 2 hours is "12:00". */
export function addHours(startHour: string, hours: number): string {
  const [h = 0, m = 0] = startHour.split(":").map(Number);
  return `${String(h + hours).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/**
 * Whether a slot can no longer be sold because it has begun: any slot of a past date, and today's
 * slots from their start hour on (000 §4: "if today and its start hour has passed"; we apply it to every
 * activity, since a canopy group or an ATV hour that has left cannot be joined either).
 */
export function slotStarted(date: IsoDate, startHour: string, now: ReturnType<Clock>): boolean {
  const today = parkDate(now);
  return date < today || (date === today && startHour <= parkTime(now));
}

/**
 * The hourly slots an ATV rental of `hours` takes from `start` on: the slot and the ones starting 1, 2,
 * ... hours later, all of the same activity. Undefined when the day has no such run (the rental would
 * outlast the slots), which the call answers "Hour out of range".
 */
export function atvSlotsCovered(
  daySlots: readonly DaySlot[],
  start: DaySlot,
  hours: number,
): DaySlot[] | undefined {
  if (!Number.isInteger(hours) || hours < 1) return undefined;
  const covered: DaySlot[] = [];
  for (let i = 0; i < hours; i++) {
    const hour = addHours(start.startHour, i);
    const slot = daySlots.find((s) => s.type === start.type && s.startHour === hour);
    if (!slot) return undefined;
    covered.push(slot);
  }
  return covered;
}

/**
 * Whether the hours after the first of an ATV rental each have `quantity` ATVs free. The start slot is
 * judged on its own ("Not enough inventory"); a later hour short of ATVs means fewer hours (000 §5).
 */
export function laterHoursCover(covered: readonly DaySlot[], quantity: number): boolean {
  return covered.slice(1).every((slot) => slot.availableUnits >= quantity);
}

/** The longest ATV rental that can start at a slot (the hours selector's last option); 0 if none. */
export function atvMaxHours(daySlots: readonly DaySlot[], start: DaySlot): number {
  let hours = 0;
  while (hours < ATV_HOURS.max && atvSlotsCovered(daySlots, start, hours + 1)) hours++;
  return hours;
}

/** The slots a booking takes: the slot itself, or the hourly run of an ATV rental. */
export function slotsTaken(
  daySlots: readonly DaySlot[],
  start: DaySlot,
  hours: number | null | undefined,
): DaySlot[] | undefined {
  return start.type === "ATV" ? atvSlotsCovered(daySlots, start, hours ?? 1) : [start];
}

export interface ScheduleQuestion {
  /** Every slot of the activity on the date (others are ignored). */
  daySlots: readonly DaySlot[];
  type: VisitActivityType;
  date: IsoDate;
  quantity: number;
  /** ATV only; 1 when absent. */
  hours?: number | undefined;
  now: ReturnType<Clock>;
}

/**
 * The schedule answer (000 §7): the activity's slots in order, each with the places a booking of these
 * hours could get (for an ATV, the fewest over the hours it covers) and whether it can take `quantity`
 * now: not started, and enough places (at least one when quantity is 0).
 */
export function scheduleSlots(question: ScheduleQuestion): ActivityScheduleSlot[] {
  const own = question.daySlots
    .filter((slot) => slot.type === question.type)
    .sort((a, b) => a.order - b.order);
  const wanted = Math.max(1, question.quantity);
  return own.map((slot) => {
    const taken = slotsTaken(own, slot, question.hours);
    const availableUnits = taken ? Math.min(...taken.map((s) => s.availableUnits)) : 0;
    const available =
      taken !== undefined &&
      !slotStarted(question.date, slot.startHour, question.now) &&
      availableUnits >= wanted;
    return { id: slot.id, startHour: slot.startHour, available, availableUnits };
  });
}

/** The slot the canopy card picks by itself (000 §4): the first one that is available. */
export function firstAvailableSlot(slots: readonly ActivityScheduleSlot[]): ActivityScheduleSlot | undefined {
  return slots.find((slot) => slot.available);
}
