import type { Clock } from "@park/domain/dates.ts";
import { normalizeStaffEmail, type StaffPasswordIssue } from "@park/domain/office-staff/staff-password.ts";
import {
  staffPasswordRefusal,
  type WeakStaffPasswordKey,
} from "@park/domain/office-staff/staff-password-strength.ts";
import type { StaffRole } from "@park/domain/office-staff/staff-roles.ts";
import type { Database } from "../../../db/database.ts";
import { recordCommandLineAudit } from "../audit/audit-repository.ts";
import { createSessionRepository } from "../session/session-repository.ts";
import { hashPassword } from "./password-hashing.ts";
import { createStaffRepository } from "./staff-repository.ts";

export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  createdAt: Date;
  disabledAt: Date | null;
};

export type CreateStaffOutcome =
  | { ok: true; account: StaffAccount }
  | { ok: false; issue: StaffPasswordIssue | WeakStaffPasswordKey | "email_taken" | "email_invalid" };

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;

/** A plausible address: something@something.tld, no spaces or control characters (the park types these in itself). */
const EMAIL_SHAPE = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
/** Control characters (NUL above all, which PostgreSQL text refuses) have no place in a name. */
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/**
 * Making, listing and disabling staff accounts: the `staff` command's work (no HTTP route does this). Each
 * write is in the audit log with its account, made by the command line, in the write's own transaction.
 */
export function createStaffAccounts(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const staff = createStaffRepository(db);

  function account(row: StaffAccount): StaffAccount {
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      createdAt: row.createdAt,
      disabledAt: row.disabledAt,
    };
  }

  return {
    /** `how`: by `create` (one account, typed) or by `import` (lines from a pipe), as the audit names it. */
    async create(
      input: { email: string; name: string; role: StaffRole; password: string },
      how: "create" | "import" = "create",
    ): Promise<CreateStaffOutcome> {
      const email = normalizeStaffEmail(input.email);
      if (!EMAIL_SHAPE.test(email) || email.length > 320) return { ok: false, issue: "email_invalid" };
      const issue = staffPasswordRefusal(input.password, { email, name: input.name });
      if (issue) return { ok: false, issue };
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const inserted = await createStaffRepository(tx).insert({
          email,
          name: input.name.replace(CONTROL_CHARACTERS, "").trim() || email,
          role: input.role,
          passwordHash,
          now,
        });
        if (inserted) {
          await recordCommandLineAudit(tx, {
            action: `staff.${how}`,
            entityType: "staff",
            entityId: inserted.id,
            before: null,
            after: { email: inserted.email, name: inserted.name, role: inserted.role },
            at: now,
          });
        }
        return inserted;
      });
      return row ? { ok: true, account: account(row) } : { ok: false, issue: "email_taken" };
    },

    async list(): Promise<StaffAccount[]> {
      return (await staff.list()).map(account);
    },

    /** Disables the account and ends its sessions at once; false when no account has the e-mail. */
    async disable(email: string): Promise<boolean> {
      const found = await staff.findByEmail(normalizeStaffEmail(email));
      if (!found) return false;
      const now = clock();
      await db.transaction(async (tx) => {
        await createStaffRepository(tx).disable(found.id, now);
        const ended = await createSessionRepository(tx).revokeAllOf(found.id, now);
        await recordCommandLineAudit(tx, {
          action: "staff.disable",
          entityType: "staff",
          entityId: found.id,
          before: { disabledAt: found.disabledAt },
          after: { disabledAt: now, sessionsEnded: ended },
          at: now,
        });
      });
      return true;
    },
  };
}
