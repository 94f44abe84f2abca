import type { Language } from "@park/domain/constants.ts";
import type { VEHICLE_PROPERTY_KINDS } from "../../../db/schema/vehicle-properties.ts";
import type { CatalogSnapshot } from "../snapshot/catalog-snapshot.ts";
import type { VehicleProperties } from "./schemas.ts";

export type VehiclePropertiesService = ReturnType<typeof createVehiclePropertiesService>;

const LIST_OF_KIND = {
  COLOR: "colors",
  LICENSE: "licenses",
  VEHICLE_TYPE: "vehicleTypes",
  BRAND: "brands",
} as const satisfies Record<(typeof VEHICLE_PROPERTY_KINDS)[number], keyof VehicleProperties>;

export function createVehiclePropertiesService(deps: { catalog: CatalogSnapshot }) {
  return {
    /** Options of the vehicle pre-registration form (001 §3), each list in display order. */
    async all(language: Language): Promise<VehicleProperties> {
      const catalog = await deps.catalog.current();
      return catalog.memo(`vehicle-properties/${language}`, () => {
        const result: VehicleProperties = { colors: [], licenses: [], vehicleTypes: [], brands: [] };
        for (const row of catalog.vehicleProperties) {
          result[LIST_OF_KIND[row.kind]].push({
            id: row.value,
            label: language === "en" ? row.labelEn : row.labelEs,
          });
        }
        return result;
      });
    },
  };
}
