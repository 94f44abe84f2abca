import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CheckInScan, mergeCheckIn } from "../../src/gate/first-check-in.ts";

const scan = (clientId: string, scannedAt: string): CheckInScan => ({ clientId, scannedAt });
const a = scan("aaaaaaaa-0000-4000-8000-000000000001", "2026-11-22T18:05:00.000Z");
const b = scan("bbbbbbbb-0000-4000-8000-000000000002", "2026-11-22T18:07:30.000Z");

describe("the first check-in wins", () => {
  it("the first scan of a visit becomes its check-in", () => {
    expect(mergeCheckIn(undefined, a)).toEqual({ kind: "FIRST", winner: a });
  });

  it("a later scan of another device leaves the check-in as it is and is a repeat", () => {
    expect(mergeCheckIn(a, b)).toEqual({ kind: "REPEAT", winner: a });
  });

  it("an earlier scan that arrives late (an offline queue) replaces the recorded one", () => {
    expect(mergeCheckIn(b, a)).toEqual({ kind: "EARLIER", winner: a, replaced: b });
  });

  it("the same scan sent again is a replay, also with another time written on it", () => {
    expect(mergeCheckIn(a, a)).toEqual({ kind: "REPLAY", winner: a });
    expect(mergeCheckIn(a, { ...a, scannedAt: "2026-11-22T17:00:00.000Z" })).toEqual({
      kind: "REPLAY",
      winner: a,
    });
  });

  it("two scans at the same instant: the one recorded first stays, whatever their ids", () => {
    const twin = scan("00000000-0000-4000-8000-000000000009", a.scannedAt);
    expect(mergeCheckIn(a, twin)).toEqual({ kind: "REPEAT", winner: a });
    expect(mergeCheckIn(twin, a)).toEqual({ kind: "REPEAT", winner: twin });
  });

  it("whatever order scans arrive in, however often replayed, the earliest wins, on a tie the first to arrive", () => {
    const scans = fc.uniqueArray(
      fc.record({
        clientId: fc.uuid(),
        // Few distinct instants, so ties are common.
        scannedAt: fc
          .integer({ min: 0, max: 5 })
          .map((minute) => new Date(Date.parse("2026-11-22T18:00:00Z") + minute * 60_000).toISOString()),
      }),
      { minLength: 1, maxLength: 8, selector: (s) => s.clientId },
    );
    fc.assert(
      fc.property(scans, fc.array(fc.nat()), (all, picks) => {
        const arrivals = [...all, ...picks.map((i) => all[i % all.length]!)];
        const winner = arrivals.reduce<CheckInScan | undefined>(
          (recorded, incoming) => mergeCheckIn(recorded, incoming).winner,
          undefined,
        );
        const earliest = Math.min(...arrivals.map((s) => Date.parse(s.scannedAt)));
        const expected = arrivals.find((s) => Date.parse(s.scannedAt) === earliest);
        expect(winner).toEqual(expected);
      }),
    );
  });
});
