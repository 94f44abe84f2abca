import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

export const VEHICLE_PROPERTY_KINDS = ["COLOR", "LICENSE", "VEHICLE_TYPE", "BRAND"] as const;

/** Options of the vehicle pre-registration form (001 §3 Vehicle entry), one row per option. */
export const vehicleProperties = pgTable(
  "vehicle_properties",
  {
    kind: text("kind", { enum: VEHICLE_PROPERTY_KINDS }).notNull(),
    value: text("value").notNull(),
    labelEs: text("label_es").notNull(),
    labelEn: text("label_en").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "vehicle_properties_pk", columns: [t.kind, t.value] }),
    check("vehicle_properties_kind", sql`${t.kind} in ('COLOR', 'LICENSE', 'VEHICLE_TYPE', 'BRAND')`),
  ],
);
