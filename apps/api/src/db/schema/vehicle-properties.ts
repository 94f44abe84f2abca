import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { labels } from "./columns.ts";

export const VEHICLE_PROPERTY_KINDS = ["COLOR", "LICENSE", "VEHICLE_TYPE", "BRAND"] as const;

/** Options of the vehicle pre-registration form (001 §3 Vehicle entry), one row per option. */
export const vehicleProperties = pgTable(
  "vehicle_properties",
  {
    kind: text("kind", { enum: VEHICLE_PROPERTY_KINDS }).notNull(),
    value: text("value").notNull(),
    ...labels(),
  },
  (t) => [
    primaryKey({ name: "vehicle_properties_pk", columns: [t.kind, t.value] }),
    check("vehicle_properties_kind", sql`${t.kind} in ('COLOR', 'LICENSE', 'VEHICLE_TYPE', 'BRAND')`),
  ],
);
