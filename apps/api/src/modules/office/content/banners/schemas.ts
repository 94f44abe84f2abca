import { BANNER_COLORS, BANNER_LANGUAGES } from "@park/domain/content/content-schemas.ts";
import { z } from "zod";

export const officeBannerSchema = z
  .object({
    language: z.enum(BANNER_LANGUAGES).describe("es: BANNER_ES, shown to Spanish visitors; en: BANNER_EN"),
    active: z.boolean(),
    content: z.string().describe("Markdown, already made safe (no HTML, only http(s)/mailto/tel links)"),
    color: z.enum(BANNER_COLORS),
  })
  .meta({ id: "OfficeBanner" });
export type OfficeBanner = z.infer<typeof officeBannerSchema>;

export const bannerLanguageParamsSchema = z.object({ language: z.enum(BANNER_LANGUAGES) });
