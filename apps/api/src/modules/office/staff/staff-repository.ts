import type { StaffRole } from "@park/domain/office-staff/staff-roles.ts";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { staffUsers } from "../../../db/schema/staff-users.ts";

export type StaffRecord = typeof staffUsers.$inferSelect;

export type StaffRepository = ReturnType<typeof createStaffRepository>;

/** The only code that reads and writes staff accounts. E-mails arrive here already normalised. */
export function createStaffRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<StaffRecord | undefined> {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
      return row;
    },

    async findById(id: string): Promise<StaffRecord | undefined> {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
      return row;
    },

    /** The new account, or undefined when the e-mail is taken (the unique index decides, race-free). */
    async insert(account: {
      email: string;
      name: string;
      role: StaffRole;
      passwordHash: string;
      now: Date;
    }): Promise<StaffRecord | undefined> {
      const [row] = await db
        .insert(staffUsers)
        .values({
          email: account.email,
          name: account.name,
          role: account.role,
          passwordHash: account.passwordHash,
          createdAt: account.now,
          passwordChangedAt: account.now,
        })
        .onConflictDoNothing({ target: staffUsers.email })
        .returning();
      return row;
    },

    async setPassword(id: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(staffUsers).set({ passwordHash, passwordChangedAt: now }).where(eq(staffUsers.id, id));
    },

    async disable(id: string, now: Date): Promise<void> {
      await db.update(staffUsers).set({ disabledAt: now }).where(eq(staffUsers.id, id));
    },

    list(): Promise<StaffRecord[]> {
      return db.select().from(staffUsers).orderBy(asc(staffUsers.email));
    },
  };
}
