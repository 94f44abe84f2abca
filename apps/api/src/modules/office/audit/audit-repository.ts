import {
  type AuditEntityType,
  auditEntityTypesReadableBy,
} from "@park/domain/office-staff/audit-entities.ts";
import type { StaffRole } from "@park/domain/office-staff/staff-roles.ts";
import { and, desc, eq, inArray, or } from "drizzle-orm";
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
    /**
     * An entity's entries, newest first, with who made each (a member, or the command line): only those
     * `reader` may read (their role's areas and their own account), whatever they asked for.
     */
    trail(
      entityType: AuditEntityType,
      entityId: string,
      reader: { id: string; role: StaffRole },
    ): Promise<AuditTrailRow[]> {
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
        .where(
          and(
            eq(auditLog.entityType, entityType),
            eq(auditLog.entityId, entityId),
            or(
              inArray(auditLog.entityType, auditEntityTypesReadableBy(reader.role)),
              and(eq(auditLog.entityType, "staff"), eq(auditLog.entityId, reader.id)),
            ),
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(AUDIT_TRAIL_LIMIT);
    },
  };
}
