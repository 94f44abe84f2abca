import { describe, expect, it } from "vitest";
import { blockRangeIssues, dayLoads, unitNightGrid } from "../../src/office-today/day-overview.ts";
import type { CapacityLimits } from "../../src/quote/capacity-dates.ts";

const limits: CapacityLimits = {
  DAY: { everyday: 100, onDate: new Map([["2026-11-24", 10]]) },
  NIGHT: { everyday: 50, onDate: new Map() },
};

describe("dayLoads", () => {
  it("counts arrivals on their date and capacity on every date the visit takes, paid apart from held", () => {
    const loads = dayLoads(
      [
        // Paid day pass on the 23rd: DAY capacity of the 23rd only.
        {
          arrivalDate: "2026-11-23",
          departureDate: "2026-11-23",
          arrivalTime: "DAY",
          persons: 4,
          paid: true,
        },
        // Held camping, DAY arrival on the 23rd, two nights: DAY of the 23rd, NIGHT of the 23rd and 24th.
        {
          arrivalDate: "2026-11-23",
          departureDate: "2026-11-25",
          arrivalTime: "DAY",
          persons: 3,
          paid: false,
        },
        // Paid night arrival on the 24th, one night.
        {
          arrivalDate: "2026-11-24",
          departureDate: "2026-11-25",
          arrivalTime: "NIGHT",
          persons: 6,
          paid: true,
        },
      ],
      limits,
      "2026-11-23",
      "2026-11-25",
    );
    expect(loads.map((l) => l.date)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25"]);
    expect(loads[0]!.DAY).toEqual({
      arrivingVisits: 2,
      arrivingPersons: 7,
      paidPersons: 4,
      heldPersons: 3,
      limit: 100,
      left: 93,
    });
    expect(loads[0]!.NIGHT).toEqual({
      arrivingVisits: 0,
      arrivingPersons: 0,
      paidPersons: 0,
      heldPersons: 3,
      limit: 50,
      left: 47,
    });
    // The 24th has its own DAY limit of 10; nobody arrives by day.
    expect(loads[1]!.DAY).toMatchObject({ arrivingVisits: 0, paidPersons: 0, limit: 10, left: 10 });
    expect(loads[1]!.NIGHT).toEqual({
      arrivingVisits: 1,
      arrivingPersons: 6,
      paidPersons: 6,
      heldPersons: 3,
      limit: 50,
      left: 41,
    });
    // Departure day takes no night.
    expect(loads[2]!.NIGHT).toMatchObject({ paidPersons: 0, heldPersons: 0, left: 50 });
  });

  it("never shows fewer than 0 places left and no limit as null", () => {
    const [load] = dayLoads(
      [
        {
          arrivalDate: "2026-11-24",
          departureDate: "2026-11-24",
          arrivalTime: "DAY",
          persons: 12,
          paid: true,
        },
      ],
      { DAY: limits.DAY, NIGHT: { everyday: null, onDate: new Map() } },
      "2026-11-24",
      "2026-11-24",
    );
    expect(load!.DAY.left).toBe(0);
    expect(load!.NIGHT).toMatchObject({ limit: null, left: null });
  });
});

describe("unitNightGrid", () => {
  const now = new Date("2026-11-22T18:00:00Z");
  it("reads sold, live held, blocked and free nights; an expired hold is free", () => {
    const grid = unitNightGrid(
      [{ id: 1 }, { id: 2 }],
      [
        { unitId: 1, night: "2026-11-22", state: "SOLD", expiresAt: null, code: "AB12", blockReason: null },
        {
          unitId: 1,
          night: "2026-11-23",
          state: "HELD",
          expiresAt: new Date("2026-11-22T18:05:00Z"),
          code: "CD34",
          blockReason: null,
        },
        {
          unitId: 2,
          night: "2026-11-22",
          state: "HELD",
          expiresAt: new Date("2026-11-22T18:00:00Z"),
          code: "EF56",
          blockReason: null,
        },
        {
          unitId: 2,
          night: "2026-11-23",
          state: "BLOCKED",
          expiresAt: null,
          code: null,
          blockReason: "Techo",
        },
      ],
      "2026-11-22",
      "2026-11-24",
      now,
    );
    expect(grid.map((row) => row.nights.map((n) => n.state))).toEqual([
      ["SOLD", "HELD", "FREE"],
      ["FREE", "BLOCKED", "FREE"],
    ]);
    expect(grid[0]!.nights[0]!.code).toBe("AB12");
    expect(grid[1]!.nights[0]!.code).toBeNull();
    expect(grid[1]!.nights[1]!.blockReason).toBe("Techo");
  });
});

describe("blockRangeIssues", () => {
  it("accepts today through 366 nights", () => {
    expect(blockRangeIssues("2026-11-22", "2026-11-22", "2026-11-22")).toEqual([]);
    expect(blockRangeIssues("2026-11-22", "2027-11-22", "2026-11-22")).toEqual([]);
  });
  it("refuses reversed, too long and past ranges", () => {
    expect(blockRangeIssues("2026-11-25", "2026-11-24", "2026-11-22")).toEqual(["reversed_range"]);
    expect(blockRangeIssues("2026-11-22", "2027-11-23", "2026-11-22")).toEqual(["block_too_long"]);
    expect(blockRangeIssues("2026-11-21", "2026-11-23", "2026-11-22")).toEqual(["block_in_the_past"]);
  });
});
