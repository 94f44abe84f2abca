import { COUNTER_LIMITS } from "../constants.ts";

export interface CounterLimits {
  min: number;
  max: number;
}

export const DEFAULT_COUNTER: CounterLimits = COUNTER_LIMITS.default;

/** A typed value rounded and snapped into [min, max]; not-a-number becomes the minimum (000 §5 Counter). */
export function counterValue(typed: number, limits: CounterLimits = DEFAULT_COUNTER): number {
  if (Number.isNaN(typed)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, Math.round(typed)));
}

/** Minus is disabled at the minimum. */
export function counterMinusDisabled(value: number, limits: CounterLimits = DEFAULT_COUNTER): boolean {
  return value <= limits.min;
}

/**
 * Plus is disabled when the next number would pass the maximum (000 §5 Counter: "plus is disabled when
 * the next number would reach the maximum", read as: no step takes the count beyond it). One reading
 * for every counter, so the buttons reach the maximum that typing and the cart's add-a-unit reach: a
 * lodging counter stops at the kind's inventory (19 cabins), an activity counter at 99.
 */
export function counterPlusDisabled(value: number, limits: CounterLimits = DEFAULT_COUNTER): boolean {
  return value + 1 > limits.max;
}
