import type { AuditEntityType } from "@park/domain/office-staff/audit-entities.ts";
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { auditLog } from "../../../db/schema/audit-log.ts";

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

/**
 * Records a staff write in the audit log (issue 14 item 9). Call it with the transaction that makes the
 * write, so a write is never kept without its entry, nor an entry without its write.
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor: "staff",
    staffId: entry.staffId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: asJson(entry.before),
    after: asJson(entry.after),
    createdAt: entry.at ?? sql`now()`,
  });
}

/**
 * Records a write of the `staff` command (accounts are made and disabled only on the server's command
 * line, outside any session): the trail names the command line instead of a member.
 */
export async function recordCommandLineAudit(
  tx: Database,
  entry: Omit<AuditEntry, "staffId">,
): Promise<void> {
  await tx.insert(auditLog).values({
    actor: "command_line",
    staffId: null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: asJson(entry.before),
    after: asJson(entry.after),
    createdAt: entry.at ?? sql`now()`,
  });
}

/** recordAudit's type, for services that take it as a dependency. */
export type RecordAudit = typeof recordAudit;
