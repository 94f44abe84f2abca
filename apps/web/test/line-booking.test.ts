import type { VisitActivityReservation } from "@park/domain/activities/activity-schemas.ts";
import { describe, expect, it } from "vitest";
import { bookingKey, lineBooking, reservationKey } from "../src/features/activities/line-booking.ts";

/** Two ATVs rented 3 hours from 14:00 on Saturday 13 March 2027 (slot 405). */
const ATV: VisitActivityReservation = {
  quantity: 2,
  borrowedUnits: 4,
  hours: 3,
  visitDate: "2027-03-13",
  activityPrice: 1350,
  visitActivitySchedule: { id: "405", order: 5, startHour: "14:00", visitActivity: { type: "ATV" } },
  available: true,
  availableUnits: 6,
};

const HORSES: VisitActivityReservation = {
  ...ATV,
  hours: null,
  borrowedUnits: 0,
  visitActivitySchedule: {
    id: "302",
    order: 2,
    startHour: "11:00",
    visitActivity: { type: "HORSEBACK_RIDING" },
  },
};

describe("a cart line's change of an activity booking", () => {
  it("keeps the ATV rental's slot, date and hours and changes only the count", () => {
    expect(lineBooking("ATV", ATV, 3)).toEqual({
      type: "ATV",
      visitActivityScheduleId: "405",
      quantity: 3,
      hours: 3,
      visitDate: "2027-03-13",
    });
  });

  it("removes the booking at 0 and keeps counts to the activity's limit (horseback 12)", () => {
    expect(lineBooking("HORSEBACK_RIDING", HORSES, 0)).toMatchObject({ quantity: 0, hours: null });
    expect(lineBooking("HORSEBACK_RIDING", HORSES, 40)?.quantity).toBe(12);
    expect(lineBooking("HORSEBACK_RIDING", HORSES, -3)?.quantity).toBe(0);
  });

  it("sends nothing for the booked count, a count that is not a number, or a booking it does not know", () => {
    expect(lineBooking("ATV", ATV, 2)).toBeNull();
    expect(lineBooking("ATV", ATV, Number.NaN)).toBeNull();
    expect(lineBooking("CANOPY_TOUR", undefined, 2)).toBeNull();
  });

  it("tells a booking's answer from another change: the same key for what was sent and what came back", () => {
    const sent = lineBooking("ATV", ATV, 3);
    expect(reservationKey({ ...ATV, quantity: 3 })).toBe(bookingKey(sent));
    expect(reservationKey(ATV)).not.toBe(bookingKey(sent));
    // A removal and no booking are the same state.
    expect(bookingKey(lineBooking("ATV", ATV, 0))).toBe(reservationKey(undefined));
  });
});
