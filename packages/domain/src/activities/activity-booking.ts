import type { Clock, IsoDate } from "../dates.ts";
import { type ActivityVisit, activityDates } from "./activity-dates.ts";
import {
  ACTIVITY_UPDATE_ERRORS,
  type ActivityMessageKey,
  activityUpdateErrorMessageKey,
} from "./activity-messages.ts";
import { type DaySlot, laterHoursCover, slotStarted, slotsTaken } from "./activity-slots.ts";
import { ACTIVITY_FACTS, ATV_HOURS, type VisitActivityType } from "./activity-types.ts";

/** What PUT /api/ecommerce/visit-activities asks, once its body has passed the schema. */
export interface BookingRequest {
  quantity: number;
  hours: number | null | undefined;
  visitDate: IsoDate;
}

export interface BookingQuestion {
  request: BookingRequest;
  /** The requested slot on the request's date; undefined when no slot has that id. */
  schedule: DaySlot | undefined;
  /**
   * Every slot of the schedule's activity on that date. Their availableUnits must leave out what this
   * quote itself holds there, so changing a booking does not compete with its own places.
   */
  daySlots: readonly DaySlot[];
  /** The activity the caller means, when it names one (a selector changing its own booking). */
  expectedType?: VisitActivityType | undefined;
  visit: ActivityVisit;
  now: ReturnType<Clock>;
}

/**
 * Why a booking is refused: `error` is what the API answers (the spec's own strings "Hour out of
 * range" and "Not enough inventory" where 000 §8 names them), messageKey the text to show.
 */
export interface BookingRefusal {
  error: string;
  messageKey: ActivityMessageKey;
  params?: Record<string, number>;
}

export type BookingDecision =
  | { ok: true; remove: true; type: VisitActivityType }
  | {
      ok: true;
      remove: false;
      type: VisitActivityType;
      /** The slots the booking takes (several for an ATV rental of several hours). */
      slots: DaySlot[];
      /** ATV hours; null for the other activities, whatever the request said. */
      hours: number | null;
      /** Places taken from the slots after the first (000 §3 borrowedUnits). */
      borrowedUnits: number;
    }
  | { ok: false; refusal: BookingRefusal };

function refuse(
  error: string,
  messageKey: ActivityMessageKey,
  params?: Record<string, number>,
): BookingDecision {
  return { ok: false, refusal: params ? { error, messageKey, params } : { error, messageKey } };
}

/**
 * Whether one activity booking can be made as asked, and what it takes. Quantity 0 removes the booking
 * (000 §4) and needs no places. The caller runs it inside the transaction that then writes the hold,
 * with counts read under lock, so two visitors cannot both get the last places.
 */
export function decideActivityBooking(question: BookingQuestion): BookingDecision {
  const { request, schedule, visit, now } = question;
  if (!schedule) return refuse("unknown_schedule", "unknown_schedule");
  const type = schedule.type;
  if (question.expectedType !== undefined && question.expectedType !== type) {
    return refuse("schedule_of_other_activity", "schedule_of_other_activity");
  }
  const max = ACTIVITY_FACTS[type].maxQuantity;
  if (!Number.isInteger(request.quantity) || request.quantity < 0 || request.quantity > max) {
    return refuse("quantity_over_limit", "quantity_over_limit", { max });
  }
  if (request.quantity === 0) return { ok: true, remove: true, type };

  const listed = activityDates(type, visit, now).find((option) => option.date === request.visitDate);
  if (!listed) return refuse("date_outside_visit", "date_outside_visit");
  if (!listed.available) return refuse("date_not_available", "date_not_available");

  let hours: number | null = null;
  if (type === "ATV") {
    const asked = request.hours;
    if (asked == null || !Number.isInteger(asked) || asked < ATV_HOURS.min || asked > ATV_HOURS.max) {
      return refuse(ACTIVITY_UPDATE_ERRORS.hourOutOfRange, "hours_out_of_range");
    }
    hours = asked;
  }
  const slots = slotsTaken(question.daySlots, schedule, hours);
  if (!slots) return refuse(ACTIVITY_UPDATE_ERRORS.hourOutOfRange, "hours_out_of_range");
  if (slotStarted(request.visitDate, schedule.startHour, now)) {
    return refuse("slot_started", "slot_not_available");
  }
  if ((slots[0]?.availableUnits ?? 0) < request.quantity) {
    const error = ACTIVITY_UPDATE_ERRORS.notEnoughInventory;
    return refuse(error, activityUpdateErrorMessageKey(error, type));
  }
  if (!laterHoursCover(slots, request.quantity)) {
    return refuse(ACTIVITY_UPDATE_ERRORS.hourOutOfRange, "hours_out_of_range");
  }
  return {
    ok: true,
    remove: false,
    type,
    slots,
    hours,
    borrowedUnits: request.quantity * (slots.length - 1),
  };
}
