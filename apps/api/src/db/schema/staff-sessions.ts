import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, uuidId } from "./columns.ts";
import { staffUsers } from "./staff-users.ts";

/**
 * Server-side staff sessions (decision 0024). The cookie carries a random token; only its SHA-256 is
 * stored, so a copy of this table signs nobody in. The CSRF token is per session and sent back to the
 * signed-in page only. A session ends at `expires_at`, after an idle hour (`last_seen_at`), or when revoked.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuidId(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    csrfToken: text("csrf_token").notNull(),
    createdAt: createdAt(),
    lastSeenAt: instant("last_seen_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
  },
  (t) => [
    uniqueIndex("staff_sessions_token_hash").on(t.tokenHash),
    index("staff_sessions_staff").on(t.staffId),
  ],
);
