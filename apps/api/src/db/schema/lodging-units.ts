import { LODGING_KINDS } from "@park/domain/constants.ts";
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { identityId } from "./columns.ts";

/** The 37 lodging units as rows (DESIGN.md §3), so a unit-night can be held or sold once. */
export const lodgingUnits = pgTable(
  "lodging_units",
  {
    id: identityId(),
    name: text("name").notNull(),
    kind: text("kind", { enum: LODGING_KINDS }).notNull(),
    capacity: integer("capacity").notNull(),
    /** Position within its kind, in the order the park numbers the units. */
    position: integer("position").notNull(),
  },
  (t) => [
    unique("lodging_units_name").on(t.name),
    check("lodging_units_kind", sql`${t.kind} in ('CABIN', 'SUPERIOR_CABIN', 'LAKE_VILLAGE', 'TIPI')`),
    check("lodging_units_capacity", sql`${t.capacity} > 0`),
  ],
);
