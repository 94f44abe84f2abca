import { ARRIVAL_TIMES } from "@park/domain/constants.ts";
import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, text, unique, varchar } from "drizzle-orm/pg-core";
import { centavos, identityId } from "./columns.ts";

/** Special promotions applied with an 8-character code; amounts per person in centavos. */
export const promotions = pgTable(
  "promotions",
  {
    id: identityId(),
    /** Stored in capitals: codes are matched case-insensitively (000 §4). */
    code: varchar("code", { length: 8 }).notNull(),
    promotionType: text("promotion_type").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    arrivalTime: text("arrival_time", { enum: ARRIVAL_TIMES }).notNull(),
    datesValidityOnly: boolean("dates_validity_only").notNull(),
    pricePerDay: centavos("price_per_day"),
    pricePerNight: centavos("price_per_night"),
    maxLodgeCapacity: integer("max_lodge_capacity").notNull(),
  },
  (t) => [
    unique("promotions_code").on(t.code),
    check("promotions_code_format", sql`${t.code} ~ '^[A-Z0-9_]{8}$'`),
    check("promotions_type", sql`${t.promotionType} in ('SPECIAL')`),
    check("promotions_arrival_time", sql`${t.arrivalTime} in ('DAY', 'NIGHT')`),
    check("promotions_dates", sql`${t.endDate} >= ${t.startDate}`),
  ],
);
