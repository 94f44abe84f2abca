import { useEffect, useState } from "react";

/**
 * A button that becomes usable only `delayMs` after its conditions cleared, and unusable at once when they
 * return (000 §4: Pay-button disable delay 400 ms), so a click cannot land between two quick quote updates.
 */
export function useDelayedEnable(allowed: boolean, delayMs: number): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    if (!allowed) {
      setEnabled(false);
      return;
    }
    const timer = setTimeout(() => setEnabled(true), delayMs);
    return () => clearTimeout(timer);
  }, [allowed, delayMs]);
  return allowed && enabled;
}
