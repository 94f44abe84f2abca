import { useEffect, useState } from "react";

/** The welcome text moves down this long after the page loads (001 §9 UI constants). */
export const WELCOME_MOVE_AFTER_MS = 10_000;

/** False on the prerendered page and the first render; true 10 s after the page came to life. */
export function useWelcomeMoved(): boolean {
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMoved(true), WELCOME_MOVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return moved;
}
