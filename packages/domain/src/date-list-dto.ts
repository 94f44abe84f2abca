import { z } from "zod/mini";

/** A list of dates: the no-price dates (GET /api/catalog/visit-prices/no-prices) and the unavailable ones (GET /api/core/rentals/unavailable). */
export const dateListSchema = z.array(z.string()).check(z.describe("Dates YYYY-MM-DD, ascending"));
