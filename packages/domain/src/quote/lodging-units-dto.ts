import { z } from "zod/mini";

/** A lodging unit and whether it is free (GET /api/ecommerce/reservations/availables/). */
export const availableStaySchema = z.object({
  available: z.boolean(),
  staying: z.object({ id: z.string(), name: z.string().check(z.describe("C1-C19, A-G, V1-V5, T1-T6")) }),
});
export type AvailableStay = z.infer<typeof availableStaySchema>;

/** The quote's chosen units another quote now has, by kind (GET /api/ecommerce/reservations/valid/by-quote/{id}). */
export const lostUnitsSchema = z.object({
  cabins: z.array(z.string()),
  tipis: z.array(z.string()),
  lakeVillages: z.array(z.string()),
  superiorCabins: z.array(z.string()),
});
export type LostUnits = z.infer<typeof lostUnitsSchema>;
