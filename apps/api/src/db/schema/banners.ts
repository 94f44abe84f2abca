import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text } from "drizzle-orm/pg-core";

export const BANNER_NAMES = ["BANNER_ES", "BANNER_EN"] as const;
export const BANNER_COLORS = ["red", "orange", "green", "blue"] as const;

/** One banner per language (BANNER_ES, BANNER_EN); content is markdown. */
export const banners = pgTable(
  "banners",
  {
    name: text("name", { enum: BANNER_NAMES }).primaryKey(),
    active: boolean("active").notNull(),
    content: text("content").notNull(),
    color: text("color", { enum: BANNER_COLORS }).notNull(),
  },
  (t) => [
    check("banners_name", sql`${t.name} in ('BANNER_ES', 'BANNER_EN')`),
    check("banners_color", sql`${t.color} in ('red', 'orange', 'green', 'blue')`),
  ],
);
