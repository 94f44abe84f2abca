import { LODGING_KINDS } from "@park/domain/constants.ts";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";
import { quoteRef } from "./quotes.ts";

/**
 * A quote's lodging count held on one night, without a named unit (decision 0045): the quote's count of
 * its stay type's kind, held for HOLD_MINUTES like a map hold and renewed with it. The stock of a kind on
 * a night is its units less the sold, blocked and map-held unit-nights and these counts, each quote taking
 * the larger of its count and its named units. Written only under the kind's stock lock
 * (lodging-stock.ts), except by the quote update's statement, which only lowers a count it already holds.
 */
export const lodgingCountHolds = pgTable(
  "lodging_count_holds",
  {
    quoteId: quoteRef(),
    night: date("night", { mode: "string" }).notNull(),
    kind: text("kind", { enum: LODGING_KINDS }).notNull(),
    units: integer("units").notNull(),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [
    primaryKey({ name: "lodging_count_holds_pk", columns: [t.quoteId, t.night] }),
    check("lodging_count_holds_units", sql`${t.units} > 0`),
    index("lodging_count_holds_kind_night").on(t.kind, t.night),
    // The sweep looks for expired holds by their end.
    index("lodging_count_holds_end").on(t.expiresAt),
  ],
);
