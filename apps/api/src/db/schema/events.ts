import { date, pgTable, text } from "drizzle-orm/pg-core";
import { bytea } from "./bytea.ts";
import { identityId } from "./columns.ts";

/** Upcoming events of the park; the picture is a PNG served separately (001 §3 Event). */
export const events = pgTable("events", {
  id: identityId(),
  nameEs: text("name_es").notNull(),
  nameEn: text("name_en").notNull(),
  date: date("date", { mode: "string" }).notNull(),
  /** "HH:MM" in the park's time zone. */
  hour: text("hour").notNull(),
  picture: bytea("picture").notNull(),
});
