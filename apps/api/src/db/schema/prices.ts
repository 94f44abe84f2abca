import { PRICE_COLORS } from "@park/domain/constants.ts";
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text } from "drizzle-orm/pg-core";
import { centavos, identityId } from "./columns.ts";

/** One row per calendar date that has a tariff; amounts in integer centavos (DESIGN.md §3). */
export const priceCalendar = pgTable(
  "price_calendar",
  {
    date: date("date", { mode: "string" }).primaryKey(),
    color: text("color", { enum: PRICE_COLORS }).notNull(),
    dayPassPrice: centavos("day_pass_price"),
    campingPassPrice: centavos("camping_pass_price"),
    campingNightPrice: centavos("camping_night_price"),
    /** Not read: a date's canopy price is its activity price period's (decision 0015). */
    canopyPrice: centavos("canopy_price"),
    cabinPrice: centavos("cabin_price"),
    tipiPrice: centavos("tipi_price"),
    lakeVillagePrice: centavos("lake_village_price"),
    superiorCabinPrice: centavos("superior_cabin_price"),
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
    regularCanopyPrice: centavos("regular_canopy_price"),
    specialCanopyPrice: centavos("special_canopy_price"),
    nightCanopyPrice: centavos("night_canopy_price"),
    regularHorsebackRidingPrice: centavos("regular_horseback_riding_price"),
    specialHorsebackRidingPrice: centavos("special_horseback_riding_price"),
    regularAtvsPrice: centavos("regular_atvs_price"),
    specialAtvsPrice: centavos("special_atvs_price"),
  },
  (t) => [
    check("activity_price_periods_order", sql`${t.endDate} >= ${t.startDate}`),
    index("activity_price_periods_dates").on(t.startDate, t.endDate),
  ],
);
