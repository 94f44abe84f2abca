import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

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
    updatedAt: instant("updated_at").notNull(),
  },
  (t) => [check("site_settings_name", sql`${t.name} in ('maintenance')`)],
);
