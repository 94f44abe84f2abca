import { z } from "zod/mini";

const option = z.object({
  code: z.string(),
  label: z.string().check(z.describe("In the request's language")),
});

/** A country of GET /api/catalog/country, with its states. */
export const countrySchema = z.extend(option, {
  states: z
    .array(option)
    .check(z.describe('Empty for the "other" country, whose state is typed as free text')),
});
export type Country = z.infer<typeof countrySchema>;
