/**
 * A value loaded on first use and kept for `maxAgeMs` (real time, not the app's possibly pinned clock).
 * Once it is older, callers keep getting the old value while one reload runs in the background, so a
 * burst of requests never starts a burst of loads (no stampede); the reload replaces it when it succeeds
 * and is retried by the next caller when it fails. Only the very first load, or the first after
 * `invalidate`, makes callers wait, and they all wait for the same load.
 */
export type RefreshingValue<T> = {
  get(): Promise<T>;
  /** Forgets the value: the next `get` waits for a fresh load (loads already under way are discarded). */
  invalidate(): void;
  /**
   * Reloads in the background now, whatever the value's age, while callers keep getting the value they
   * have (when the source is known to have changed, e.g. another process saved); no-op while a load runs.
   */
  refresh(): void;
};

export function createRefreshingValue<T>(options: {
  load: () => Promise<T>;
  maxAgeMs: number;
  /** Told about a failed background reload; the old value keeps being served. */
  onRefreshError?: (err: unknown) => void;
  /** Milliseconds of a monotonic clock; injectable for tests. */
  now?: () => number;
}): RefreshingValue<T> {
  const { load, maxAgeMs, onRefreshError } = options;
  const now = options.now ?? (() => performance.now());
  let current: { value: T; loadedAt: number } | null = null;
  let loading: Promise<T> | null = null;
  // Bumped by invalidate so a load that started before it cannot put back what was forgotten.
  let generation = 0;

  function startLoad(): Promise<T> {
    const startedIn = generation;
    const startedAt = now();
    const run = load().then(
      (value) => {
        if (startedIn === generation) {
          current = { value, loadedAt: startedAt };
          loading = null;
        }
        return value;
      },
      (err: unknown) => {
        if (startedIn === generation) loading = null;
        throw err;
      },
    );
    loading = run;
    return run;
  }

  return {
    get() {
      if (!current) return loading ?? startLoad();
      if (now() - current.loadedAt >= maxAgeMs && !loading) {
        startLoad().catch((err: unknown) => onRefreshError?.(err));
      }
      return Promise.resolve(current.value);
    },
    invalidate() {
      generation++;
      current = null;
      loading = null;
    },
    refresh() {
      if (!current || loading) return;
      startLoad().catch((err: unknown) => onRefreshError?.(err));
    },
  };
}
