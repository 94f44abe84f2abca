import { describe, expect, it } from "vitest";
import { COUNTER_LIMITS } from "../../src/constants.ts";
import { counterMinusDisabled, counterPlusDisabled, counterValue } from "../../src/quote/counter.ts";

describe("counter", () => {
  it("snaps typed values into 0..99 and rounds them", () => {
    expect(counterValue(-5)).toBe(0);
    expect(counterValue(100)).toBe(99);
    expect(counterValue(3.4)).toBe(3);
    expect(counterValue(3.5)).toBe(4);
    expect(counterValue(98.7)).toBe(99);
    expect(counterValue(Number.NaN)).toBe(0);
    expect(counterValue(1, { min: 2, max: 6 })).toBe(2);
  });
  it("disables minus at the minimum", () => {
    expect(counterMinusDisabled(0)).toBe(true);
    expect(counterMinusDisabled(1)).toBe(false);
  });
  it("disables plus when the next number would reach the maximum", () => {
    expect(counterPlusDisabled(97)).toBe(false);
    expect(counterPlusDisabled(98)).toBe(true);
    expect(counterPlusDisabled(10, COUNTER_LIMITS.horseback)).toBe(false);
    expect(counterPlusDisabled(11, COUNTER_LIMITS.horseback)).toBe(true);
    expect(counterPlusDisabled(49, COUNTER_LIMITS.nightCanopy)).toBe(true);
  });
});
