import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The year for the copyright line. Prerendered HTML holds the build year and hydration starts from it (no
 * mismatch); React then re-renders with the visitor's year if a new year began since the build.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
