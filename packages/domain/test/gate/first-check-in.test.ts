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

  it("two scans at the same instant: the smaller id wins, in whichever order they arrive", () => {
    const twin = scan("00000000-0000-4000-8000-000000000009", a.scannedAt);
    expect(mergeCheckIn(a, twin).winner).toBe(twin);
    expect(mergeCheckIn(twin, a).winner).toBe(twin);
  });

  it("whatever order a set of scans arrives in, and however often each is replayed, the earliest wins", () => {
    const scans = fc.uniqueArray(
      fc.record({
        clientId: fc.uuid(),
        scannedAt: fc
          .integer({ min: Date.parse("2026-11-22T00:00:00Z"), max: Date.parse("2026-11-23T00:00:00Z") })
          .map((ms) => new Date(ms).toISOString()),
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
        const expected = [...all].sort(
          (x, y) => Date.parse(x.scannedAt) - Date.parse(y.scannedAt) || (x.clientId < y.clientId ? -1 : 1),
        )[0];
        expect(winner).toEqual(expected);
      }),
    );
  });
});
