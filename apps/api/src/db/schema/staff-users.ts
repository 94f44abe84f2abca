import { STAFF_ROLES } from "@park/domain/office-staff/staff-roles.ts";
import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, instant, uuidId } from "./columns.ts";

/**
 * The park's office staff (issue 14, decision 0024). The e-mail is kept normalised (trimmed, lower case)
 * and unique; the password only as an argon2id hash (PHC string with its own salt and parameters). A
 * disabled account cannot sign in and its sessions stop working; it stays so the audit log keeps its name.
 */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuidId(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    passwordChangedAt: instant("password_changed_at").notNull(),
    disabledAt: instant("disabled_at"),
  },
  (t) => [
    uniqueIndex("staff_users_email").on(t.email),
    check("staff_users_role", sql`${t.role} in ('admin', 'front_desk', 'gate', 'hr')`),
    check("staff_users_email_normalised", sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);
