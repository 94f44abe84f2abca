import { sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";

export type HealthRepository = ReturnType<typeof createHealthRepository>;

export function createHealthRepository(db: Database) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
