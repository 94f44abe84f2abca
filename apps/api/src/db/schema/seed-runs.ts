import { pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

/** Marks that the demo data was loaded, so a restart never loads it twice. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  seededAt: instant("seeded_at").notNull(),
});
