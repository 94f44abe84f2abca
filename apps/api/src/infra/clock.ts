import type { Clock } from "@park/domain/dates.ts";

/** The server's clock: the real time, or a fixed instant when CLOCK_NOW pins it (tests, demos). */
export function createClock(pinned: Date | undefined): Clock {
  if (!pinned) return () => new Date();
  const instant = pinned.getTime();
  return () => new Date(instant);
}
