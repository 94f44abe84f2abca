import { BANNER_LANGUAGES } from "@park/domain/content/content-schemas.ts";
import { z } from "zod/mini";

export const bannerLanguageParamsSchema = z.object({ language: z.enum(BANNER_LANGUAGES) });
