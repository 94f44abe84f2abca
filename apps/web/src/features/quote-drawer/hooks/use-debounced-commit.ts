import { useCallback, useEffect, useRef } from "react";

/**
 * Calls `commit` with the last value once `delayMs` passed without a new one (000 §5 Counter: changes are
 * sent 300 ms after the last edit). A pending value is sent when the component goes away.
 */
export function useDebouncedCommit<T>(commit: (value: T) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ value: T } | null>(null);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const waiting = pending.current;
    pending.current = null;
    if (waiting) latestCommit.current(waiting.value);
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => flush, [flush]);
  return { schedule, isPending: () => pending.current !== null };
}
