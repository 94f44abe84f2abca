import { describe, expect, it } from "vitest";
import { arrivalInstant, canChangeDates, dateChangeDeadline } from "../../src/date-change/change-deadline.ts";
import { parkInstant } from "../../src/date-change/park-instant.ts";

describe("park instants (America/Tijuana)", () => {
  it("reads the park's wall clock in winter (UTC-8) and in summer (UTC-7)", () => {
    expect(parkInstant("2026-12-05", "07:30").toISOString()).toBe("2026-12-05T15:30:00.000Z");
    expect(parkInstant("2026-07-04", "18:00").toISOString()).toBe("2026-07-05T01:00:00.000Z");
  });
  it("lands on the right side of the clock changes", () => {
    // 2026-03-08: clocks go forward at 02:00; 07:30 is already PDT.
    expect(parkInstant("2026-03-08", "07:30").toISOString()).toBe("2026-03-08T14:30:00.000Z");
    // 2026-11-01: clocks go back at 02:00; 07:30 is PST again.
    expect(parkInstant("2026-11-01", "07:30").toISOString()).toBe("2026-11-01T15:30:00.000Z");
  });
});

describe("date change deadline (001 §9: 24 hours, 72 for cabins and tipis)", () => {
  const camping = { stayType: "CAMPING_PASS", arrivalDate: "2026-12-05", arrivalTime: "DAY" } as const;
  const tipi = { stayType: "TIPI", arrivalDate: "2026-12-05", arrivalTime: "DAY" } as const;
  const nightCabin = { stayType: "CABIN", arrivalDate: "2026-12-05", arrivalTime: "NIGHT" } as const;

  it("counts from the opening of the arrival window, park time", () => {
    expect(arrivalInstant(camping).toISOString()).toBe("2026-12-05T15:30:00.000Z");
    expect(arrivalInstant(nightCabin).toISOString()).toBe("2026-12-06T02:00:00.000Z");
  });

  it("allows a camping visit up to exactly 24 hours before arrival, not a millisecond later", () => {
    expect(dateChangeDeadline(camping).toISOString()).toBe("2026-12-04T15:30:00.000Z");
    expect(canChangeDates(camping, new Date("2026-12-04T15:30:00.000Z"))).toBe(true);
    expect(canChangeDates(camping, new Date("2026-12-04T15:30:00.001Z"))).toBe(false);
    expect(canChangeDates(camping, new Date("2026-12-01T00:00:00.000Z"))).toBe(true);
  });

  it("allows tipis and cabins up to exactly 72 hours before arrival", () => {
    expect(dateChangeDeadline(tipi).toISOString()).toBe("2026-12-02T15:30:00.000Z");
    expect(canChangeDates(tipi, new Date("2026-12-02T15:30:00.000Z"))).toBe(true);
    expect(canChangeDates(tipi, new Date("2026-12-02T15:30:00.001Z"))).toBe(false);
    // 48 hours before: fine for camping, too late for a tipi.
    const twoDaysBefore = new Date("2026-12-03T15:30:00.000Z");
    expect(canChangeDates(camping, twoDaysBefore)).toBe(true);
    expect(canChangeDates(tipi, twoDaysBefore)).toBe(false);
    expect(dateChangeDeadline(nightCabin).toISOString()).toBe("2026-12-03T02:00:00.000Z");
  });

  it("gives lake villages and superior cabins the lodging's 72 hours too", () => {
    const base = { arrivalDate: "2026-12-05", arrivalTime: "DAY" } as const;
    const deadline = "2026-12-02T15:30:00.000Z";
    expect(dateChangeDeadline({ ...base, stayType: "LAKE_VILLAGE" }).toISOString()).toBe(deadline);
    expect(dateChangeDeadline({ ...base, stayType: "SUPERIOR_CABIN" }).toISOString()).toBe(deadline);
    expect(dateChangeDeadline({ ...base, stayType: "DAY_PASS" }).toISOString()).toBe(
      "2026-12-04T15:30:00.000Z",
    );
  });

  it("keeps 24 real hours across a clock change (the day after DST ends)", () => {
    const visit = { stayType: "DAY_PASS", arrivalDate: "2026-11-02", arrivalTime: "DAY" } as const;
    // 07:30 PST on Nov 2 is 15:30Z; 24 real hours earlier is 15:30Z on Nov 1, after the change back to PST.
    expect(dateChangeDeadline(visit).toISOString()).toBe("2026-11-01T15:30:00.000Z");
  });
});
