import { z } from "zod/mini";

/** GET /api/core/origin: the cities the checkout's city field suggests. */
export const citySuggestionsSchema = z
  .array(z.string())
  .check(
    z.maxLength(10),
    z.describe(
      "City names starting with the typed text, ignoring case and accents; at most 10, alphabetical",
    ),
  );
