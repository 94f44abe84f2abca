import { boolean, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createdAt, uuidId } from "./columns.ts";
import { quoteRef } from "./quotes.ts";

/**
 * The vehicle a paid visit arrives in (001 §3 Vehicle entry), pre-registered on the confirmation page so
 * the gate is quicker. One per visit: the unique key refuses a second one even from two tabs at once.
 * Vehicle fields are null for a pedestrian; an "other" text only with the "other" choice.
 */
export const vehicleEntries = pgTable(
  "vehicle_entries",
  {
    id: uuidId(),
    quoteId: quoteRef(),
    vehicleType: text("vehicle_type").notNull(),
    vehicleTypeOther: text("vehicle_type_other"),
    brand: text("brand"),
    brandOther: text("brand_other"),
    color: text("color"),
    colorOther: text("color_other"),
    plate: text("plate"),
    plateType: text("plate_type"),
    plateTypeOther: text("plate_type_other"),
    firstTime: boolean("first_time").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("vehicle_entries_quote").on(t.quoteId)],
);
