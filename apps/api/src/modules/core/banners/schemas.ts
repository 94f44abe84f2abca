import { z } from "zod";

export const BANNER_NAMES = ["BANNER_ES", "BANNER_EN"] as const;
export const BANNER_COLORS = ["red", "orange", "green", "blue"] as const;

export const bannerSchema = z.object({
  name: z.enum(BANNER_NAMES).describe("BANNER_ES is shown to Spanish visitors, BANNER_EN to English ones"),
  active: z.boolean().describe("Shown only when active"),
  content: z.string().describe("Markdown"),
  color: z.enum(BANNER_COLORS),
});
export type Banner = z.infer<typeof bannerSchema>;
