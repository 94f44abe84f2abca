import { z } from "zod";

const option = z.object({ code: z.string(), label: z.string().describe("In the request's language") });

/** A country of GET /api/catalog/country, with its states. */
export const countrySchema = option.extend({
  states: z.array(option).describe('Empty for the "other" country, whose state is typed as free text'),
});
export type Country = z.infer<typeof countrySchema>;
