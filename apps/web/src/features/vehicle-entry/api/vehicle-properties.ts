import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../shared/api/api-client.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

const optionSchema = z.object({ id: z.string(), label: z.string() });
export type VehicleOption = z.infer<typeof optionSchema>;

const vehiclePropertiesSchema = z.object({
  colors: z.array(optionSchema),
  licenses: z.array(optionSchema),
  vehicleTypes: z.array(optionSchema),
  brands: z.array(optionSchema),
});
export type VehicleProperties = z.infer<typeof vehiclePropertiesSchema>;

/** GET /api/catalog/vehicle/property: the form's options, labelled in the request's language. */
async function fetchVehicleProperties(): Promise<VehicleProperties> {
  return vehiclePropertiesSchema.parse(await apiRequest("/api/catalog/vehicle/property"));
}

/** The options in the page's language (sent as Accept-Language); switching language asks for the other labels. */
export function useVehicleProperties() {
  const language = useLanguage();
  return useQuery({
    queryKey: ["vehicle-properties", language],
    queryFn: fetchVehicleProperties,
    staleTime: Number.POSITIVE_INFINITY,
    // The page offers its own retry with the spec's message.
    retry: false,
  });
}
