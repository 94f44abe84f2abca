import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BookingQuestion, decideActivityBooking } from "../../src/activities/activity-booking.ts";
import type { DaySlot } from "../../src/activities/activity-slots.ts";
import { at, EARLY } from "./july-instants.ts";

const VISIT = { arrivalDate: "2027-07-09", departureDate: "2027-07-11", arrivalTime: "DAY" as const };

function hourly(type: DaySlot["type"], from: number, left: number[]): DaySlot[] {
  return left.map((availableUnits, i) => ({
    id: `${type}-${i + 1}`,
    type,
    order: i + 1,
    startHour: `${String(from + i).padStart(2, "0")}:00`,
    availableUnits,
  }));
}

const ATVS = hourly("ATV", 10, [8, 8, 2, 8, 8, 8, 8, 8]);
const HORSES = hourly("HORSEBACK_RIDING", 10, [10, 10, 10, 10, 10, 10, 10, 10]);
const NIGHT = hourly("CANOPY_TOUR_NIGHT", 19, [30]).map((s) => ({ ...s, startHour: "19:30" }));
const CANOPY = hourly("CANOPY_TOUR", 10, [12, 3]);

function ask(
  overrides: Partial<BookingQuestion> & { quantity?: number; hours?: number | null; date?: string },
) {
  const { quantity = 2, hours = null, date = "2027-07-10", ...rest } = overrides;
  return decideActivityBooking({
    request: { quantity, hours, visitDate: date },
    schedule: HORSES[0],
    daySlots: HORSES,
    visit: VISIT,
    now: EARLY,
    ...rest,
  });
}

const refusal = (decision: ReturnType<typeof decideActivityBooking>) =>
  decision.ok ? null : decision.refusal;

describe("activity booking", () => {
  it("books the slot asked for, with no hours for a ride", () => {
    expect(ask({ hours: 3 })).toEqual({
      ok: true,
      remove: false,
      type: "HORSEBACK_RIDING",
      slots: [HORSES[0]],
      hours: null,
      borrowedUnits: 0,
    });
  });

  it("removes the booking with quantity 0, whatever the places", () => {
    expect(ask({ quantity: 0, schedule: CANOPY[1], daySlots: CANOPY, date: "2030-01-01" })).toEqual({
      ok: true,
      remove: true,
      type: "CANOPY_TOUR",
    });
  });

  it("refuses an unknown slot and a slot of another activity", () => {
    expect(refusal(ask({ schedule: undefined }))?.error).toBe("unknown_schedule");
    expect(refusal(ask({ expectedType: "CANOPY_TOUR" }))).toEqual({
      error: "schedule_of_other_activity",
      messageKey: "schedule_of_other_activity",
    });
  });

  it("keeps the counter limits: horseback 12, night canopy 50, others 99", () => {
    expect(
      ask({
        quantity: 12,
        daySlots: HORSES.map((s) => ({ ...s, availableUnits: 12 })),
        schedule: { ...HORSES[0]!, availableUnits: 12 },
      }).ok,
    ).toBe(true);
    expect(refusal(ask({ quantity: 13 }))).toEqual({
      error: "quantity_over_limit",
      messageKey: "quantity_over_limit",
      params: { max: 12 },
    });
    expect(refusal(ask({ quantity: 51, schedule: NIGHT[0], daySlots: NIGHT }))?.params).toEqual({ max: 50 });
    expect(refusal(ask({ quantity: 100, schedule: CANOPY[0], daySlots: CANOPY }))?.params).toEqual({
      max: 99,
    });
  });

  it("books only an available date of the visit for that activity", () => {
    expect(refusal(ask({ date: "2027-07-12" }))?.error).toBe("date_outside_visit");
    expect(refusal(ask({ date: "2027-07-11", schedule: NIGHT[0], daySlots: NIGHT }))?.error).toBe(
      "date_not_available",
    );
    expect(ask({ date: "2027-07-10", schedule: NIGHT[0], daySlots: NIGHT }).ok).toBe(true);
  });

  it("answers 'Hour out of range' for ATV hours outside 1 to 10 or past the day's last slot", () => {
    const atv = (hours: number | null, start = 0) =>
      ask({ schedule: ATVS[start], daySlots: ATVS, hours, quantity: 1 });
    for (const hours of [null, 0, 11, 1.5]) {
      expect(refusal(atv(hours))).toEqual({ error: "Hour out of range", messageKey: "hours_out_of_range" });
    }
    expect(refusal(atv(3, 6))?.error).toBe("Hour out of range");
    expect(atv(2, 6).ok).toBe(true);
  });

  it("takes an ATV rental's hourly run and counts the places borrowed from the later hours", () => {
    const decision = ask({ schedule: ATVS[3], daySlots: ATVS, hours: 3, quantity: 2 });
    expect(decision.ok && !decision.remove && decision.slots.map((s) => s.startHour)).toEqual([
      "13:00",
      "14:00",
      "15:00",
    ]);
    expect(decision.ok && !decision.remove && [decision.hours, decision.borrowedUnits]).toEqual([3, 4]);
  });

  it("answers 'Not enough inventory' when the slot asked for is short, shown as the date for canopy", () => {
    expect(refusal(ask({ schedule: ATVS[2], daySlots: ATVS, hours: 2, quantity: 3 }))).toEqual({
      error: "Not enough inventory",
      messageKey: "slot_not_available",
    });
    expect(refusal(ask({ schedule: CANOPY[1], daySlots: CANOPY, quantity: 4 }))).toEqual({
      error: "Not enough inventory",
      messageKey: "date_not_available",
    });
    expect(ask({ schedule: CANOPY[1], daySlots: CANOPY, quantity: 3 }).ok).toBe(true);
  });

  it("answers 'Hour out of range' when the slot has the ATVs but a later hour of the rental does not (issue 30)", () => {
    // 11:00 has 8 free, 12:00 only 2: three ATVs for 2 hours from 11:00 need fewer hours, not another slot.
    expect(refusal(ask({ schedule: ATVS[1], daySlots: ATVS, hours: 2, quantity: 3 }))).toEqual({
      error: "Hour out of range",
      messageKey: "hours_out_of_range",
    });
    expect(ask({ schedule: ATVS[1], daySlots: ATVS, hours: 1, quantity: 3 }).ok).toBe(true);
    expect(ask({ schedule: ATVS[1], daySlots: ATVS, hours: 2, quantity: 2 }).ok).toBe(true);
  });

  it("refuses a slot that has started today", () => {
    const now = at("2027-07-10", "10:30");
    expect(refusal(ask({ now, schedule: HORSES[0] }))).toEqual({
      error: "slot_started",
      messageKey: "slot_not_available",
    });
    expect(ask({ now, schedule: HORSES[1] }).ok).toBe(true);
  });

  it("never takes more places than any slot it covers has left", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(10), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 99 }),
        (left, start, hours, quantity) => {
          const slots = hourly("ATV", 10, left);
          const decision = ask({ schedule: slots[start], daySlots: slots, hours, quantity });
          if (decision.ok && !decision.remove) {
            expect(decision.slots).toHaveLength(hours);
            for (const slot of decision.slots) expect(slot.availableUnits).toBeGreaterThanOrEqual(quantity);
          } else {
            expect(["Hour out of range", "Not enough inventory"]).toContain(refusal(decision)?.error);
          }
        },
      ),
    );
  });
});
