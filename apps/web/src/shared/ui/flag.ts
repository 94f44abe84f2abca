import { useSyncExternalStore } from "react";

/** A yes/no a page sets and one small part of it shows, so setting it redraws that part alone. */
export interface Flag {
  readonly on: boolean;
  set(on: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createFlag(): Flag {
  let on = false;
  const listeners = new Set<() => void>();
  return {
    get on() {
      return on;
    },
    set(next) {
      if (next === on) return;
      on = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useFlag(flag: Flag): boolean {
  return useSyncExternalStore(
    flag.subscribe,
    () => flag.on,
    () => flag.on,
  );
}
