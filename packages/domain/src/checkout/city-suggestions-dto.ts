import { z } from "zod";

/** GET /api/core/origin: the cities the checkout's city field suggests. */
export const citySuggestionsSchema = z
  .array(z.string())
  .max(10)
  .describe("City names starting with the typed text, ignoring case and accents; at most 10, alphabetical");
