import { useEffect, useState } from "react";

/** `value` as it was `delayMs` after its last change (the promotions box refresh of 000 §4, 500 ms). */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
