import { describe, expect, it } from "vitest";
import {
  isVisitCode,
  normalizeVisitCode,
  VISIT_CODE_ALPHABET,
  VISIT_CODE_LENGTH,
  visitCodeFromBytes,
} from "../../src/quote/visit-code.ts";

describe("visit codes", () => {
  it("use 32 distinct symbols without the look-alikes 0, O, 1 and I", () => {
    expect(new Set(VISIT_CODE_ALPHABET).size).toBe(32);
    for (const lookAlike of ["0", "O", "1", "I"]) expect(VISIT_CODE_ALPHABET).not.toContain(lookAlike);
  });

  it("turn each random byte into one symbol, at least 10 of them", () => {
    expect(VISIT_CODE_LENGTH).toBeGreaterThanOrEqual(10);
    const bytes = Uint8Array.from([0, 1, 31, 32, 63, 255, 100, 7, 8, 9, 200]);
    expect(visitCodeFromBytes(bytes)).toBe("23Z2ZZ69AB");
  });

  it("spread every byte value evenly over the alphabet", () => {
    const counts = new Map<string, number>();
    for (let b = 0; b < 256; b++) {
      const symbol = visitCodeFromBytes(new Uint8Array(VISIT_CODE_LENGTH).fill(b))[0]!;
      counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual(new Array(32).fill(8));
  });

  it("refuse too few random bytes", () => {
    expect(() => visitCodeFromBytes(new Uint8Array(9))).toThrow(RangeError);
  });

  it("accept a typed code with spaces and lower case", () => {
    expect(normalizeVisitCode("  23z2zz6-9ab ")).toBe("23Z2ZZ6-9AB");
    expect(isVisitCode(normalizeVisitCode(" 23z2zz69ab "))).toBe(true);
  });

  it("recognise only full codes of the alphabet", () => {
    expect(isVisitCode("23Z2ZZ69AB")).toBe(true);
    expect(isVisitCode("23Z2ZZ69A")).toBe(false);
    expect(isVisitCode("23Z2ZZ69ABC")).toBe(false);
    expect(isVisitCode("O3Z2ZZ69AB")).toBe(false);
    expect(isVisitCode("23z2zz69ab")).toBe(false);
  });
});
