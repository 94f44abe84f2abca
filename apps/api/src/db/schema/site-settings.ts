import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const SITE_SETTING_NAMES = ["maintenance"] as const;
export type SiteSettingName = (typeof SITE_SETTING_NAMES)[number];

/**
 * Switches of the whole site that staff turn on and off in the office. A missing row reads as off, so a
 * fresh database needs no seed. `maintenance`: the maintenance page replaces the site (the MAINTENANCE
 * setting still forces it on, config.ts).
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    name: text("name", { enum: SITE_SETTING_NAMES }).primaryKey(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [check("site_settings_name", sql`${t.name} in ('maintenance')`)],
);
