import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  atvMaxHours,
  atvSlotsCovered,
  type DaySlot,
  firstAvailableSlot,
  scheduleSlots,
  slotAvailableUnits,
  slotStarted,
} from "../../src/activities/activity-slots.ts";
import { at, EARLY } from "./july-instants.ts";

function hourly(type: DaySlot["type"], from: number, to: number, left: number[]): DaySlot[] {
  return Array.from({ length: to - from + 1 }, (_, i) => ({
    id: `${type}-${i + 1}`,
    type,
    order: i + 1,
    startHour: `${String(from + i).padStart(2, "0")}:00`,
    availableUnits: left[i] ?? 0,
  }));
}

describe("places left in a slot", () => {
  it("is units less sold and held", () => {
    expect(slotAvailableUnits({ units: 12, sold: 5, held: 3 })).toBe(4);
    expect(slotAvailableUnits({ units: 12, sold: 0, held: 0 })).toBe(12);
    expect(slotAvailableUnits({ units: 12, sold: 8, held: 4 })).toBe(0);
  });

  it("never goes below 0 nor above the slot's units", () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), fc.nat(200), (units, sold, held) => {
        const left = slotAvailableUnits({ units, sold, held });
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(units);
        if (sold + held <= units) expect(left + sold + held).toBe(units);
      }),
    );
  });
});

describe("schedule answer", () => {
  const horses = hourly("HORSEBACK_RIDING", 10, 13, [10, 0, 3, 10]);

  it("lists the activity's slots in order with their places, available when they can take the quantity", () => {
    const other = hourly("CANOPY_TOUR", 10, 11, [12, 12]);
    const slots = scheduleSlots({
      daySlots: [...other, ...[...horses].reverse()],
      type: "HORSEBACK_RIDING",
      date: "2027-07-09",
      quantity: 4,
      now: EARLY,
    });
    expect(slots).toEqual([
      { id: "HORSEBACK_RIDING-1", startHour: "10:00", available: true, availableUnits: 10 },
      { id: "HORSEBACK_RIDING-2", startHour: "11:00", available: false, availableUnits: 0 },
      { id: "HORSEBACK_RIDING-3", startHour: "12:00", available: false, availableUnits: 3 },
      { id: "HORSEBACK_RIDING-4", startHour: "13:00", available: true, availableUnits: 10 },
    ]);
  });

  it("closes today's slots that have started (000 §4 horseback), and a sold-out slot even for 0", () => {
    const slots = scheduleSlots({
      daySlots: horses,
      type: "HORSEBACK_RIDING",
      date: "2027-07-09",
      quantity: 0,
      now: at("2027-07-09", "12:00"),
    });
    expect(slots.map((s) => s.available)).toEqual([false, false, false, true]);
    expect(slotStarted("2027-07-09", "12:00", at("2027-07-09", "11:59"))).toBe(false);
    expect(slotStarted("2027-07-08", "12:00", at("2027-07-09", "09:00"))).toBe(true);
  });

  it("gives an ATV slot the fewest places over the hours it covers, none when the day ends first", () => {
    const atvs = hourly("ATV", 10, 17, [8, 8, 2, 8, 8, 8, 8, 8]);
    const slots = scheduleSlots({
      daySlots: atvs,
      type: "ATV",
      date: "2027-07-09",
      quantity: 3,
      hours: 3,
      now: EARLY,
    });
    expect(slots.map((s) => [s.startHour, s.availableUnits, s.available])).toEqual([
      ["10:00", 2, false],
      ["11:00", 2, false],
      ["12:00", 2, false],
      ["13:00", 8, true],
      ["14:00", 8, true],
      ["15:00", 8, true],
      ["16:00", 0, false],
      ["17:00", 0, false],
    ]);
    expect(firstAvailableSlot(slots)?.startHour).toBe("13:00");
  });

  it("covers an hourly run only: a gap in the day's slots ends it", () => {
    const atvs = hourly("ATV", 10, 13, [8, 8, 8, 8]).filter((s) => s.startHour !== "12:00");
    expect(atvSlotsCovered(atvs, atvs[0]!, 2)?.map((s) => s.startHour)).toEqual(["10:00", "11:00"]);
    expect(atvSlotsCovered(atvs, atvs[0]!, 3)).toBeUndefined();
    expect(atvSlotsCovered(atvs, atvs[0]!, 0)).toBeUndefined();
  });

  it("leaves the canopy card nothing to pick when every slot is full", () => {
    const slots = scheduleSlots({
      daySlots: hourly("CANOPY_TOUR", 10, 11, [0, 0]),
      type: "CANOPY_TOUR",
      date: "2027-07-09",
      quantity: 1,
      now: EARLY,
    });
    expect(firstAvailableSlot(slots)).toBeUndefined();
  });
});

describe("longest ATV rental from a slot", () => {
  it("runs to the day's last hourly slot, at most 10 hours", () => {
    const atvs = hourly("ATV", 10, 17, [8, 8, 8, 8, 8, 8, 8, 8]);
    expect(atvs.map((slot) => atvMaxHours(atvs, slot))).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    const long = hourly("ATV", 8, 21, Array(14).fill(8));
    expect(atvMaxHours(long, long[0]!)).toBe(10);
  });
});
