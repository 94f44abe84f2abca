import { pgTable, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";
import { quotes } from "./quotes.ts";
import { staffUsers } from "./staff-users.ts";

/**
 * A visit's check-in at the gate: one row per visit, the earliest scan (issue 14 item 7). Scans made
 * offline reach the server late and out of order; an earlier one replaces the row (first scan wins), a
 * later one leaves it. `client_id` is the id the gate's phone gave the winning scan, so a queue sent twice
 * is recognised; it is unique across visits, a phone never reuses one.
 */
export const checkIns = pgTable("check_ins", {
  quoteId: uuid("quote_id")
    .primaryKey()
    .references(() => quotes.id, { onDelete: "cascade" }),
  clientId: uuid("client_id").notNull().unique("check_ins_client"),
  /** When the winning scan was made (the phone's clock, never later than the server's). */
  scannedAt: instant("scanned_at").notNull(),
  /** Who scanned it. */
  staffId: uuid("staff_id")
    .notNull()
    .references(() => staffUsers.id),
  /** When the server recorded the winning scan (later than scanned_at for a queued one). */
  recordedAt: instant("recorded_at").notNull(),
});
