import { z } from "zod/mini";
import { ARRIVAL_TIMES } from "../constants.ts";

/**
 * What the 409 promotion_moves_visit of POST /api/ecommerce/promotions/apply/{code} carries besides the
 * error's code and message: the route's response schema (with the API's error fields) and the change-dates
 * modal's reading of it.
 */
export const promotionMovesVisitSchema = z.object({
  visit: z
    .object({ arrivalDate: z.string(), departureDate: z.string(), arrivalTime: z.enum(ARRIVAL_TIMES) })
    .check(
      z.describe("The visit the promotion needs: move the quote there (PUT /quotes/{id}), then apply again"),
    ),
  promotion: z.object({
    id: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    arrivalTime: z.nullable(z.enum(ARRIVAL_TIMES)),
    datesValidityOnly: z.boolean(),
  }),
  totals: z
    .object({ before: z.number(), after: z.number() })
    .check(
      z.describe(
        "The visit's total in pesos without the code, and moved to `visit` with the code (admission and " +
          "lodging; activity bookings end with the move): the change-dates modal shows both before the visitor accepts",
      ),
    ),
});
export type PromotionMovesVisit = z.infer<typeof promotionMovesVisitSchema>;
