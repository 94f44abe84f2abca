import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Marks that the demo data was loaded, so a restart never loads it twice. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true, mode: "date" }).notNull(),
});
