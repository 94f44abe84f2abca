/**
 * How long a staff session lives (decision 0024). A session ends at the first of: its absolute limit (a
 * long shift, so a stolen cookie is worth one day at most), being idle too long (a laptop left open at the
 * front desk), sign-out, sign-out everywhere or a password change.
 */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const STAFF_SESSION_IDLE_MS = 60 * 60 * 1000;
/** A session's last use is written at most this often, so reading pages does not write on every call. */
export const STAFF_SESSION_TOUCH_MS = 60 * 1000;

export type StaffSessionTimes = {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
};

/** Whether a session may still be used at `now`. */
export function staffSessionIsLive(session: StaffSessionTimes, now: Date): boolean {
  if (session.revokedAt) return false;
  if (now.getTime() >= session.expiresAt.getTime()) return false;
  return now.getTime() - session.lastSeenAt.getTime() < STAFF_SESSION_IDLE_MS;
}

/** Whether the session's last use should be written again (see STAFF_SESSION_TOUCH_MS). */
export function staffSessionNeedsTouch(session: StaffSessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= STAFF_SESSION_TOUCH_MS;
}

export function staffSessionExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + STAFF_SESSION_ABSOLUTE_MS);
}
