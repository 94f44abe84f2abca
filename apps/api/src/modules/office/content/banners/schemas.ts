import { BANNER_LANGUAGES } from "@park/domain/content/content-schemas.ts";
import { z } from "zod";

export const bannerLanguageParamsSchema = z.object({ language: z.enum(BANNER_LANGUAGES) });
