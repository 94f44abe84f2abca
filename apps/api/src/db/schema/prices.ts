import { PRICE_COLORS } from "@park/domain/constants.ts";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { identityId } from "./columns.ts";

/** One row per calendar date that has a tariff; amounts in integer centavos (DESIGN.md §3). */
export const priceCalendar = pgTable(
  "price_calendar",
  {
    date: date("date", { mode: "string" }).primaryKey(),
    color: text("color", { enum: PRICE_COLORS }).notNull(),
    dayPassPrice: integer("day_pass_price").notNull(),
    campingPassPrice: integer("camping_pass_price").notNull(),
    campingNightPrice: integer("camping_night_price").notNull(),
    /** Not read: a date's canopy price is its activity price period's (decision 0015). */
    canopyPrice: integer("canopy_price").notNull(),
    cabinPrice: integer("cabin_price").notNull(),
    tipiPrice: integer("tipi_price").notNull(),
    lakeVillagePrice: integer("lake_village_price").notNull(),
    superiorCabinPrice: integer("superior_cabin_price").notNull(),
  },
  (t) => [check("price_calendar_color", sql`${t.color} in ('BLACK', 'BLUE', 'RED', 'YELLOW')`)],
);

/** Dates the park does not sell (closed for maintenance), whether or not they have a tariff row. */
export const noPriceDates = pgTable("no_price_dates", {
  date: date("date", { mode: "string" }).primaryKey(),
});

/** Activity prices valid from startDate to endDate, both included; amounts in centavos (ATV per hour). */
export const activityPricePeriods = pgTable(
  "activity_price_periods",
  {
    id: identityId(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    regularCanopyPrice: integer("regular_canopy_price").notNull(),
    specialCanopyPrice: integer("special_canopy_price").notNull(),
    nightCanopyPrice: integer("night_canopy_price").notNull(),
    regularHorsebackRidingPrice: integer("regular_horseback_riding_price").notNull(),
    specialHorsebackRidingPrice: integer("special_horseback_riding_price").notNull(),
    regularAtvsPrice: integer("regular_atvs_price").notNull(),
    specialAtvsPrice: integer("special_atvs_price").notNull(),
  },
  (t) => [
    check("activity_price_periods_order", sql`${t.endDate} >= ${t.startDate}`),
    index("activity_price_periods_dates").on(t.startDate, t.endDate),
  ],
);
