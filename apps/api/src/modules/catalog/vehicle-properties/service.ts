import type { Language } from "@park/domain/constants.ts";
import { type VehicleProperties, vehiclePropertiesSchema } from "@park/domain/vehicle-properties-dto.ts";
import type { VEHICLE_PROPERTY_KINDS } from "../../../db/schema/vehicle-properties.ts";
import type { PreparedAnswer } from "../../../http/prepared-answer.ts";
import { catalogAnswer, fromCatalog } from "../snapshot/catalog-answer.ts";
import type { Catalog, CatalogSnapshot } from "../snapshot/catalog-snapshot.ts";

export type VehiclePropertiesService = ReturnType<typeof createVehiclePropertiesService>;

const LIST_OF_KIND = {
  COLOR: "colors",
  LICENSE: "licenses",
  VEHICLE_TYPE: "vehicleTypes",
  BRAND: "brands",
} as const satisfies Record<(typeof VEHICLE_PROPERTY_KINDS)[number], keyof VehicleProperties>;

function listsOf(catalog: Catalog, language: Language): VehicleProperties {
  const result: VehicleProperties = { colors: [], licenses: [], vehicleTypes: [], brands: [] };
  for (const row of catalog.vehicleProperties) {
    result[LIST_OF_KIND[row.kind]].push({
      id: row.value,
      label: language === "en" ? row.labelEn : row.labelEs,
    });
  }
  return result;
}

export function createVehiclePropertiesService(deps: { catalog: CatalogSnapshot }) {
  return {
    /** Options of the vehicle pre-registration form (001 §3), each list in display order. */
    async all(language: Language): Promise<VehicleProperties> {
      const catalog = await deps.catalog.current();
      return catalog.memo(`vehicle-properties/${language}`, () => listsOf(catalog, language));
    },

    /** The same options as the route's prepared JSON answer. */
    answer(language: Language): PreparedAnswer | Promise<PreparedAnswer> {
      return fromCatalog(deps.catalog, (catalog) =>
        catalogAnswer(
          catalog,
          `vehicle-properties/${language}`,
          vehiclePropertiesSchema,
          () => listsOf(catalog, language),
          { varyAlso: ["Accept-Language"] },
        ),
      );
    },
  };
}
