import { z } from "zod/mini";
import { BANNER_COLORS, BANNER_NAMES } from "../../../db/schema/banners.ts";

export const bannerSchema = z.object({
  name: z
    .enum(BANNER_NAMES)
    .check(z.describe("BANNER_ES is shown to Spanish visitors, BANNER_EN to English ones")),
  active: z.boolean().check(z.describe("Shown only when active")),
  content: z.string().check(z.describe("Markdown")),
  color: z.enum(BANNER_COLORS),
});
export type Banner = z.infer<typeof bannerSchema>;
