import { describe, expect, it } from "vitest";
import { type GridUnit, lodgingPerKind } from "../../src/office-dashboard/lodging-per-kind.ts";

const NIGHTS = ["2026-12-01", "2026-12-02"];
const cells = (...states: ("SOLD" | "HELD" | "BLOCKED" | "FREE")[]) =>
  states.map((state, i) => ({ night: NIGHTS[i]!, state }));

// Three cabins, two lake villages, no tipi or superior cabin.
const units: GridUnit[] = [
  { kind: "CABIN", nights: cells("SOLD", "SOLD") },
  { kind: "CABIN", nights: cells("BLOCKED", "FREE") },
  { kind: "CABIN", nights: cells("HELD", "FREE") },
  { kind: "LAKE_VILLAGE", nights: cells("FREE", "FREE") },
  { kind: "LAKE_VILLAGE", nights: cells("FREE", "FREE") },
];

describe("lodgingPerKind", () => {
  it("sums sold and blocked units per kind and night, and counts as held what the sale takes beyond them", () => {
    const taken = new Map([
      // Cabins: sold + blocked + one map hold on the 1st; the sold one alone on the 2nd.
      [
        "CABIN" as const,
        new Map([
          ["2026-12-01", 3],
          ["2026-12-02", 1],
        ]),
      ],
      // A cart holds both lake villages by count on the 2nd without naming them.
      ["LAKE_VILLAGE" as const, new Map([["2026-12-02", 2]])],
    ]);
    const [first, second] = lodgingPerKind(units, taken, NIGHTS);
    expect(first!.kinds).toEqual([
      { kind: "CABIN", units: 3, sold: 1, held: 1, blocked: 1, free: 0 },
      { kind: "TIPI", units: 0, sold: 0, held: 0, blocked: 0, free: 0 },
      { kind: "LAKE_VILLAGE", units: 2, sold: 0, held: 0, blocked: 0, free: 2 },
      { kind: "SUPERIOR_CABIN", units: 0, sold: 0, held: 0, blocked: 0, free: 0 },
    ]);
    expect(first!.total).toEqual({ units: 5, sold: 1, held: 1, blocked: 1, free: 2 });
    expect(second!.kinds.find((k) => k.kind === "LAKE_VILLAGE")).toEqual({
      kind: "LAKE_VILLAGE",
      units: 2,
      sold: 0,
      held: 2,
      blocked: 0,
      free: 0,
    });
    expect(second!.total).toEqual({ units: 5, sold: 1, held: 2, blocked: 0, free: 2 });
  });

  it("never counts fewer taken than sold and blocked, nor free below zero", () => {
    const [first] = lodgingPerKind(units, new Map(), NIGHTS);
    expect(first!.kinds[0]).toEqual({ kind: "CABIN", units: 3, sold: 1, held: 0, blocked: 1, free: 1 });
  });
});
