/**
 * A queued scan may reach the server days late (a phone left offline); past this age it is refused, so a
 * forgotten queue cannot check a visit in long after the fact.
 */
export const MAX_SCAN_AGE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The time a scan is recorded at: the device's clock, but never later than the server's (a phone whose
 * clock runs ahead must not lose "first scan wins" to one that is right); undefined when too old.
 */
export function recordedScanTime(scannedAt: string, now: Date): Date | undefined {
  const scanned = new Date(scannedAt);
  if (now.getTime() - scanned.getTime() > MAX_SCAN_AGE_MS) return undefined;
  return scanned.getTime() > now.getTime() ? now : scanned;
}
