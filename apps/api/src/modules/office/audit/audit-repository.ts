import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { auditLog } from "../../../db/schema/audit-log.ts";
import { staffUsers } from "../../../db/schema/staff-users.ts";

/** The newest entries an entity's trail shows; an entity changed more often than this shows its latest. */
export const AUDIT_TRAIL_LIMIT = 200;

export type AuditTrailRow = {
  id: number;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
  actor: "staff" | "command_line";
  /** The member's name and e-mail; null for the command line. */
  staffName: string | null;
  staffEmail: string | null;
};

export function createAuditRepository(db: Database) {
  return {
    /** An entity's entries, newest first, with who made each (a member, or the command line). */
    trail(entityType: string, entityId: string): Promise<AuditTrailRow[]> {
      return db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          before: auditLog.before,
          after: auditLog.after,
          createdAt: auditLog.createdAt,
          actor: auditLog.actor,
          staffName: staffUsers.name,
          staffEmail: staffUsers.email,
        })
        .from(auditLog)
        .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
        .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
        .orderBy(desc(auditLog.id))
        .limit(AUDIT_TRAIL_LIMIT);
    },
  };
}
