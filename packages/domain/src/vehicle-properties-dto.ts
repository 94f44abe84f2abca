import { z } from "zod/mini";

/** An option of the vehicle pre-registration form (GET /api/catalog/vehicle/property). */
const vehicleOptionSchema = z.object({
  id: z.string().check(z.describe("Value to send back in the vehicle entry")),
  label: z.string().check(z.describe("In the request's language")),
});

export type VehicleOption = z.infer<typeof vehicleOptionSchema>;

/** GET /api/catalog/vehicle/property: the form's options, labelled in the request's language. */
export const vehiclePropertiesSchema = z.object({
  colors: z.array(vehicleOptionSchema),
  licenses: z.array(vehicleOptionSchema).check(z.describe("Plate types")),
  vehicleTypes: z.array(vehicleOptionSchema),
  brands: z.array(vehicleOptionSchema),
});
export type VehicleProperties = z.infer<typeof vehiclePropertiesSchema>;
