import { useCallback, useEffect, useState } from "react";

export type Loaded<T> =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "ready"; data: T };

/** Loads once on mount and again on `reload()`; an answer for an abandoned load is dropped. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>): {
  loaded: Loaded<T>;
  reload: () => void;
  replace: (data: T) => void;
} {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: "loading" });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for another load (reload)
  useEffect(() => {
    const controller = new AbortController();
    setLoaded((current) => (current.state === "ready" ? current : { state: "loading" }));
    load(controller.signal).then(
      (data) => setLoaded({ state: "ready", data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ state: "error", message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [load, round]);
  return {
    loaded,
    reload: useCallback(() => setRound((value) => value + 1), []),
    replace: useCallback((data: T) => setLoaded({ state: "ready", data }), []),
  };
}
