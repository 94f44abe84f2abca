import { describe, expect, it } from "vitest";
import { COUNTER_LIMITS } from "../../src/constants.ts";
import { counterMinusDisabled, counterPlusDisabled, counterValue } from "../../src/quote/counter.ts";
import { maxLodgingUnits } from "../../src/quote/lodging-choice.ts";

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
  // 000 §5 Counter: "plus is disabled when the next number would reach the maximum"; read as "go past
  // it" (docs/decisions/0004), so a click reaches what typing and the cart's add-a-unit reach.
  it("disables plus when the next number would pass the maximum", () => {
    expect(counterPlusDisabled(98)).toBe(false);
    expect(counterPlusDisabled(99)).toBe(true);
    expect(counterPlusDisabled(11, COUNTER_LIMITS.horseback)).toBe(false);
    expect(counterPlusDisabled(12, COUNTER_LIMITS.horseback)).toBe(true);
    expect(counterPlusDisabled(50, COUNTER_LIMITS.nightCanopy)).toBe(true);
  });
  // 000 §9: "19 basic cabins, 7 superior cabins, 5 lake villages, 6 tipis".
  it("lets a lodging counter's plus reach the kind's inventory", () => {
    const inventory = { CABIN: 19, TIPI: 6, LAKE_VILLAGE: 5, SUPERIOR_CABIN: 7 } as const;
    for (const [kind, units] of Object.entries(inventory)) {
      const limits = { min: 1, max: maxLodgingUnits(kind as keyof typeof inventory) };
      expect(counterPlusDisabled(units - 1, limits)).toBe(false);
      expect(counterPlusDisabled(units, limits)).toBe(true);
    }
  });
});
