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
 * Plus is disabled when the next number would reach the maximum, as the spec words it: with max 99
 * the buttons stop at 98 and 99 can only be typed.
 */
export function counterPlusDisabled(value: number, limits: CounterLimits = DEFAULT_COUNTER): boolean {
  return value + 1 >= limits.max;
}
