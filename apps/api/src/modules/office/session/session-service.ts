import type { Clock } from "@park/domain/dates.ts";
import { normalizeStaffEmail, type StaffPasswordIssue } from "@park/domain/office-staff/staff-password.ts";
import {
  staffPasswordRefusal,
  type WeakStaffPasswordKey,
} from "@park/domain/office-staff/staff-password-strength.ts";
import type { StaffRole } from "@park/domain/office-staff/staff-roles.ts";
import {
  staffSessionExpiry,
  staffSessionIsLive,
  staffSessionNeedsTouch,
} from "@park/domain/office-staff/staff-session-rules.ts";
import type { Database } from "../../../db/database.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import { hashPassword, passwordMatches, spendVerificationTime } from "../staff/password-hashing.ts";
import { createStaffRepository, type StaffRecord } from "../staff/staff-repository.ts";
import { createSessionRepository } from "./session-repository.ts";
import { newSecretToken, tokenHash } from "./session-tokens.ts";

/** Who is behind a staff call (request.staff). */
export type StaffIdentity = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
};

/** A usable session: its staff member and the CSRF token every write of this session must send. */
export type ResolvedSession = { staff: StaffIdentity; csrfToken: string; expiresAt: Date };

export type NewSession = ResolvedSession & { token: string };

export type PasswordChangeIssue = StaffPasswordIssue | WeakStaffPasswordKey | "current_password_wrong";

export type SessionService = ReturnType<typeof createSessionService>;

function identity(staff: StaffRecord, sessionId: string): StaffIdentity {
  return { id: staff.id, email: staff.email, name: staff.name, role: staff.role, sessionId };
}

/** Staff sign-in, server-side sessions and password changes (decision 0024). */
export function createSessionService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const staffRepository = createStaffRepository(db);
  const sessions = createSessionRepository(db);

  return {
    /**
     * A new session when the e-mail names an active account whose password matches; undefined
     * otherwise, after the same work either way (an unknown address costs one verification too).
     */
    async signIn(email: string, password: string): Promise<NewSession | undefined> {
      const staff = await staffRepository.findByEmail(normalizeStaffEmail(email));
      if (!staff || staff.disabledAt) {
        await spendVerificationTime(password);
        return undefined;
      }
      if (!(await passwordMatches(staff.passwordHash, password))) return undefined;
      const now = clock();
      const token = newSecretToken();
      const csrfToken = newSecretToken();
      const session = await sessions.insert({
        staffId: staff.id,
        tokenHash: tokenHash(token),
        csrfToken,
        now,
        expiresAt: staffSessionExpiry(now),
      });
      return { token, csrfToken, staff: identity(staff, session.id), expiresAt: session.expiresAt };
    },

    /** The session a cookie's token opens, when it is still usable; its last use is noted. */
    async resolve(token: string): Promise<ResolvedSession | undefined> {
      const now = clock();
      const found = await sessions.findUsable(tokenHash(token), now);
      if (!found || !staffSessionIsLive(found.session, now)) return undefined;
      if (staffSessionNeedsTouch(found.session, now)) await sessions.touch(found.session.id, now);
      return {
        staff: identity(found.staff, found.session.id),
        csrfToken: found.session.csrfToken,
        expiresAt: found.session.expiresAt,
      };
    },

    async signOut(sessionId: string): Promise<void> {
      await sessions.revoke(sessionId, clock());
    },

    /** Ends every session of the staff member, this one included (a lost phone, a shared laptop). */
    async signOutEverywhere(staff: StaffIdentity): Promise<number> {
      const now = clock();
      return db.transaction(async (tx) => {
        const ended = await createSessionRepository(tx).revokeAllOf(staff.id, now);
        await recordAudit(tx, {
          staffId: staff.id,
          action: "staff.sign_out_everywhere",
          entityType: "staff",
          entityId: staff.id,
          before: null,
          after: { sessionsEnded: ended },
          at: now,
        });
        return ended;
      });
    },

    /**
     * Replaces the password after checking the current one, and ends the member's other sessions (whoever
     * knew the old password is signed out); this session stays. Answers why it refused, if it did.
     */
    async changePassword(
      staff: StaffIdentity,
      currentPassword: string,
      newPassword: string,
    ): Promise<PasswordChangeIssue | undefined> {
      const account = await staffRepository.findById(staff.id);
      if (!account || !(await passwordMatches(account.passwordHash, currentPassword))) {
        return "current_password_wrong";
      }
      const issue = staffPasswordRefusal(newPassword, account);
      if (issue) return issue;
      const passwordHash = await hashPassword(newPassword);
      const now = clock();
      await db.transaction(async (tx) => {
        await createStaffRepository(tx).setPassword(staff.id, passwordHash, now);
        const ended = await createSessionRepository(tx).revokeAllOf(staff.id, now, staff.sessionId);
        await recordAudit(tx, {
          staffId: staff.id,
          action: "staff.password_change",
          entityType: "staff",
          entityId: staff.id,
          before: { passwordChangedAt: account.passwordChangedAt },
          after: { passwordChangedAt: now, otherSessionsEnded: ended },
          at: now,
        });
      });
      return undefined;
    },
  };
}
