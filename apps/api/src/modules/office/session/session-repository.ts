import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { staffSessions } from "../../../db/schema/staff-sessions.ts";
import { staffUsers } from "../../../db/schema/staff-users.ts";
import type { StaffRecord } from "../staff/staff-repository.ts";

export type StaffSessionRecord = typeof staffSessions.$inferSelect;

export type SessionRepository = ReturnType<typeof createSessionRepository>;

/** The only code that reads and writes staff sessions. */
export function createSessionRepository(db: Database) {
  return {
    async insert(session: {
      staffId: string;
      tokenHash: string;
      csrfToken: string;
      now: Date;
      expiresAt: Date;
    }): Promise<StaffSessionRecord> {
      const [row] = await db
        .insert(staffSessions)
        .values({
          staffId: session.staffId,
          tokenHash: session.tokenHash,
          csrfToken: session.csrfToken,
          createdAt: session.now,
          lastSeenAt: session.now,
          expiresAt: session.expiresAt,
        })
        .returning();
      if (!row) throw new Error("the staff session insert answered no row");
      return row;
    },

    /**
     * The session with this token hash and its staff member, unless it is revoked, past its absolute
     * expiry or its account is disabled (the idle limit is the domain's staffSessionIsLive).
     */
    async findUsable(
      hash: string,
      now: Date,
    ): Promise<{ session: StaffSessionRecord; staff: StaffRecord } | undefined> {
      const [row] = await db
        .select({ session: staffSessions, staff: staffUsers })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, hash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
            isNull(staffUsers.disabledAt),
          ),
        )
        .limit(1);
      return row;
    },

    async touch(id: string, now: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
    },

    async revoke(id: string, now: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
    },

    /** Revokes every open session of a staff member, but `keepId` when given; answers how many. */
    async revokeAllOf(staffId: string, now: Date, keepId?: string): Promise<number> {
      const rows = await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.revokedAt),
            keepId ? ne(staffSessions.id, keepId) : undefined,
          ),
        )
        .returning({ id: staffSessions.id });
      return rows.length;
    },
  };
}
