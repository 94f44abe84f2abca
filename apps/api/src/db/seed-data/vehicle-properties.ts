import { OTHER_BRAND, OTHER_CHOICE, PEDESTRIAN } from "@park/domain/vehicle-entry.ts";
import { z } from "zod/mini";
import { localizedSchema } from "./localized.ts";
import vehicleOptions from "./vehicle-options.json";

const vehicleOptionSchema = z.object({ id: z.string(), label: localizedSchema });
/** One choice of a vehicle-entry dropdown (001 §3); the web filters by translated label or by id. */
export type VehicleOption = z.infer<typeof vehicleOptionSchema>;

const vehiclePropertiesSchema = z.object({
  vehicleTypes: z.array(vehicleOptionSchema),
  brands: z.array(vehicleOptionSchema),
  colors: z.array(vehicleOptionSchema),
  licenses: z.array(vehicleOptionSchema),
});
/** The choices of each dropdown, as the seed stores them. */
export type VehicleProperties = z.infer<typeof vehiclePropertiesSchema>;

/**
 * Ids the spec fixes, as the domain's vehicle entry rules read them: PEDESTRIAN disables the other fields,
 * the "other" choices reveal a text field (the brand list's is lowercase).
 */
export const PEDESTRIAN_ID = PEDESTRIAN;
export const OTHER_ID = OTHER_CHOICE;
export const OTHER_BRAND_ID = OTHER_BRAND;

/**
 * The dropdowns' choices, in vehicle-options.json. SUV reads "all-terrain" in the English text of the spec;
 * plate types are Mexican border-zone plates ("placas fronterizas"), other Mexican plates, two US states
 * and other.
 */
export const VEHICLE_PROPERTIES: VehicleProperties = vehiclePropertiesSchema.parse(vehicleOptions);
