import { z } from "zod/mini";

export const localizedSchema = z.object({ es: z.string(), en: z.string() });
/** A user-visible text of the seed data in both languages of the site (Spanish first, it is the default). */
export type Localized = z.infer<typeof localizedSchema>;
