import { z } from "zod";
import { BANNER_COLORS, BANNER_NAMES } from "../../../db/schema/banners.ts";

export const bannerSchema = z.object({
  name: z.enum(BANNER_NAMES).describe("BANNER_ES is shown to Spanish visitors, BANNER_EN to English ones"),
  active: z.boolean().describe("Shown only when active"),
  content: z.string().describe("Markdown"),
  color: z.enum(BANNER_COLORS),
});
export type Banner = z.infer<typeof bannerSchema>;
