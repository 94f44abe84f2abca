import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { staffUsers } from "./staff-users.ts";

/**
 * Who made a write: a signed-in staff member, or the `staff` command run on the server (accounts are made
 * and disabled only there, outside any session).
 */
export const AUDIT_ACTORS = ["staff", "command_line"] as const;

/**
 * Every staff write (issue 14 item 9): who, when, what, and the changed thing before and after, written in
 * the same transaction as the write itself so neither exists without the other. Rows are never updated.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actor: text("actor", { enum: AUDIT_ACTORS }).notNull(),
    /** The member who made it; set exactly when the actor is "staff". */
    staffId: uuid("staff_id").references(() => staffUsers.id, { onDelete: "restrict" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity").on(t.entityType, t.entityId, t.id),
    check("audit_log_actor", sql`${t.actor} in ('staff', 'command_line')`),
    check("audit_log_staff", sql`(${t.actor} = 'staff') = (${t.staffId} is not null)`),
  ],
);
