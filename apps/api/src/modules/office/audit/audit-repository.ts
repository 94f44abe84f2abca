import {
  type AuditEntityType,
  auditEntityTypesReadableBy,
} from "@park/domain/office-staff/audit-entities.ts";
import type { StaffRole } from "@park/domain/office-staff/staff-roles.ts";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
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

export type AuditEntry = {
  /** The signed-in staff member who made the change (request.staff.id). */
  staffId: string;
  /** What was done, "<noun>.<verb>", e.g. "banner.update", "order.refund". */
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  /** The changed fields before the write; null for a creation. */
  before: unknown;
  /** The changed fields after the write; null for a deletion. */
  after: unknown;
  /** The write's instant from the app's clock; by default the transaction's own time. */
  at?: Date;
};

/** The JSON the log keeps of a value: Dates become ISO strings and undefined fields go, as in an answer. */
function asJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

type AuditActor = { actor: "staff"; staffId: string } | { actor: "command_line"; staffId: null };

async function insertEntry(tx: Database, by: AuditActor, entry: Omit<AuditEntry, "staffId">): Promise<void> {
  await tx.insert(auditLog).values({
    ...by,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: asJson(entry.before),
    after: asJson(entry.after),
    createdAt: entry.at ?? sql`now()`,
  });
}

/**
 * Records a staff write in the audit log (issue 14 item 9). Call it with the transaction that makes the
 * write, so a write is never kept without its entry, nor an entry without its write.
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await insertEntry(tx, { actor: "staff", staffId: entry.staffId }, entry);
}

/**
 * Records a write of the `staff` command (accounts are made and disabled only on the server's command
 * line, outside any session): the trail names the command line instead of a member.
 */
export async function recordCommandLineAudit(
  tx: Database,
  entry: Omit<AuditEntry, "staffId">,
): Promise<void> {
  await insertEntry(tx, { actor: "command_line", staffId: null }, entry);
}

/** recordAudit's type, for services that take it as a dependency. */
export type RecordAudit = typeof recordAudit;
