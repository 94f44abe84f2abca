import { z } from "zod/mini";
import { quoteDtoSchema } from "../quote/quote-dto.ts";
import { visitActivityReservationSchema } from "./activity-schemas.ts";

/**
 * PUT /api/ecommerce/visit-activities' answer (000 §7): the quote, its products counting the bookings, with
 * its activity reservations. The route's response schema and the cart's reading of it.
 */
export const activityBookingAnswerSchema = z.extend(quoteDtoSchema, {
  visitActivityReservations: z.array(visitActivityReservationSchema),
});
export type ActivityBookingAnswer = z.infer<typeof activityBookingAnswerSchema>;
