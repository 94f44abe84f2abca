import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";
import { lodgingUnits } from "./lodging-units.ts";
import { quotes } from "./quotes.ts";

/**
 * A unit-night is held for a quote being chosen or paid, sold for good, or blocked by the front desk
 * (maintenance): a block takes the night through the same primary key as a sale, so both can never win.
 */
const UNIT_NIGHT_STATES = ["HELD", "SOLD", "BLOCKED"] as const;

/**
 * A lodging unit on one night (named by the date it starts), held or sold for one quote. The primary
 * key on (unit, night) is what makes a unit-night held or sold once (DESIGN.md §3): two quotes racing
 * for it cannot both insert it. A HELD row past its expiry is free: the transaction that wants its unit
 * deletes it, and a periodic sweep deletes the rest (reservations/hold-sweeper.ts). A BLOCKED row has no
 * quote and no expiry; only the office's unblock deletes it (decision 0026).
 */
export const unitNights = pgTable(
  "unit_nights",
  {
    unitId: integer("unit_id")
      .notNull()
      .references(() => lodgingUnits.id),
    night: date("night", { mode: "string" }).notNull(),
    /** The quote holding or owning the night; null for a block. */
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    state: text("state", { enum: UNIT_NIGHT_STATES }).notNull(),
    /** End of a hold; null once SOLD, and for a block. */
    expiresAt: instant("expires_at"),
    /** Why the front desk blocked the night (maintenance); only on a BLOCKED row. */
    blockReason: text("block_reason"),
  },
  (t) => [
    primaryKey({ name: "unit_nights_pk", columns: [t.unitId, t.night] }),
    check("unit_nights_state", sql`${t.state} in ('HELD', 'SOLD', 'BLOCKED')`),
    check("unit_nights_hold_expiry", sql`(${t.state} = 'HELD') = (${t.expiresAt} is not null)`),
    check("unit_nights_owner", sql`(${t.state} = 'BLOCKED') = (${t.quoteId} is null)`),
    check("unit_nights_block_reason", sql`(${t.state} = 'BLOCKED') = (${t.blockReason} is not null)`),
    index("unit_nights_quote").on(t.quoteId),
    index("unit_nights_night").on(t.night),
    // The sweep looks for expired holds by their end.
    index("unit_nights_hold_end").on(t.expiresAt),
  ],
);
