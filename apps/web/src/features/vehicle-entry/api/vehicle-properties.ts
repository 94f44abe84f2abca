import { type VehicleProperties, vehiclePropertiesSchema } from "@park/domain/vehicle-properties-dto.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

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
