import { DELAYS_MS } from "@park/domain/constants.ts";
import { useCallback, useEffect, useRef } from "react";

/**
 * Calls `commit` with the last value once edits stop for 300 ms (000 §5 Counter). An edit still
 * waiting when the component goes away is sent then, so a quick change is never lost.
 */
export function useDebouncedCommit<T>(commit: (value: T) => void, delay: number = DELAYS_MS.counterDebounce) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waiting = useRef<{ value: T } | null>(null);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const pending = waiting.current;
    waiting.current = null;
    if (pending) latestCommit.current(pending.value);
  }, []);

  const schedule = useCallback(
    (value: T) => {
      waiting.current = { value };
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [flush, delay],
  );

  useEffect(() => flush, [flush]);

  return schedule;
}
