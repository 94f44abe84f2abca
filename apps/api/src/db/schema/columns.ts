import { integer, text, timestamp, uuid } from "drizzle-orm/pg-core";

/*
 * Column builders every table shares (Drizzle's reusable columns). Each is a function so every table gets
 * its own builder; the SQL they make is the same as writing the column out.
 */

/** A moment: stored with its time zone, read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** When the row was written. */
export const createdAt = () => instant("created_at").notNull();

/** When the row was written and last changed. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: instant("updated_at").notNull(),
});

/** An amount in integer centavos (DESIGN.md §3): never a float. */
export const centavos = (name: string) => integer(name).notNull();

/** A random id, made by the database. */
export const uuidId = () => uuid("id").primaryKey().defaultRandom();

/** A counted id, made by the database. */
export const identityId = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

/** A name in both languages of the site, in the order the list offers it. */
export const labels = () => ({
  labelEs: text("label_es").notNull(),
  labelEn: text("label_en").notNull(),
  position: integer("position").notNull(),
});

/**
 * An e-mail waiting to be sent (decision 0020): PENDING until a drainer sends it, tried again at
 * `next_attempt_at` after a failure.
 */
export const mailQueue = () => ({
  status: text("status", { enum: ["PENDING", "SENT"] })
    .notNull()
    .default("PENDING"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: instant("next_attempt_at").notNull(),
  sentAt: instant("sent_at"),
  lastError: text("last_error"),
});
