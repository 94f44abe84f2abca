import { z } from "zod";

const option = z.object({
  id: z.string().describe("Value to send back in the vehicle entry"),
  label: z.string().describe("In the request's language"),
});

export const vehiclePropertiesSchema = z.object({
  colors: z.array(option),
  licenses: z.array(option).describe("Plate types"),
  vehicleTypes: z.array(option),
  brands: z.array(option),
});
export type VehicleProperties = z.infer<typeof vehiclePropertiesSchema>;
