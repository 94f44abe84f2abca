import { OTHER_BRAND, OTHER_CHOICE, PEDESTRIAN } from "@park/domain/vehicle-entry.ts";
import type { Localized } from "./localized.ts";

/** One choice of a vehicle-entry dropdown (001 §3); the web filters by translated label or by id. */
export type VehicleOption = { id: string; label: Localized };

/** Answer of GET /api/catalog/vehicle/property. */
export type VehicleProperties = {
  vehicleTypes: readonly VehicleOption[];
  brands: readonly VehicleOption[];
  colors: readonly VehicleOption[];
  licenses: readonly VehicleOption[];
};

/**
 * Ids the spec fixes, as the domain's vehicle entry rules read them: PEDESTRIAN disables the other fields,
 * the "other" choices reveal a text field (the brand list's is lowercase).
 */
export const PEDESTRIAN_ID = PEDESTRIAN;
export const OTHER_ID = OTHER_CHOICE;
export const OTHER_BRAND_ID = OTHER_BRAND;

/** Vehicle types; SUV reads "all-terrain" in the English text of the spec. */
export const VEHICLE_TYPES: readonly VehicleOption[] = [
  { id: "VAN", label: { es: "Van", en: "Van" } },
  { id: "CAR", label: { es: "Automóvil", en: "Car" } },
  { id: "PICKUP", label: { es: "Pickup", en: "Pickup" } },
  { id: "SUV", label: { es: "Camioneta SUV", en: "All-terrain" } },
  { id: "MOTORHOME", label: { es: "Casa rodante", en: "Motorhome" } },
  { id: "BUS", label: { es: "Autobús", en: "Bus" } },
  { id: PEDESTRIAN_ID, label: { es: "Peatón", en: "Pedestrian" } },
  { id: OTHER_ID, label: { es: "Otro", en: "Other" } },
];

function brand(id: string, name: string): VehicleOption {
  return { id, label: { es: name, en: name } };
}

export const VEHICLE_BRANDS: readonly VehicleOption[] = [
  brand("DODGE", "Dodge"),
  brand("CHEVROLET", "Chevrolet"),
  brand("FORD", "Ford"),
  brand("KIA", "Kia"),
  brand("BMW", "BMW"),
  brand("MERCEDES_BENZ", "Mercedes Benz"),
  brand("AUDI", "Audi"),
  brand("VOLKSWAGEN", "Volkswagen"),
  brand("NISSAN", "Nissan"),
  brand("HYUNDAI", "Hyundai"),
  brand("HONDA", "Honda"),
  brand("TOYOTA", "Toyota"),
  brand("JEEP", "Jeep"),
  brand("MAZDA", "Mazda"),
  { id: OTHER_BRAND_ID, label: { es: "Otra", en: "Other" } },
];

export const VEHICLE_COLORS: readonly VehicleOption[] = [
  { id: "RED", label: { es: "Rojo", en: "Red" } },
  { id: "ORANGE", label: { es: "Naranja", en: "Orange" } },
  { id: "GREEN", label: { es: "Verde", en: "Green" } },
  { id: "BLUE", label: { es: "Azul", en: "Blue" } },
  { id: "BLACK", label: { es: "Negro", en: "Black" } },
  { id: "GRAY", label: { es: "Gris", en: "Gray" } },
  { id: "WHITE", label: { es: "Blanco", en: "White" } },
  { id: "CREAM", label: { es: "Crema", en: "Cream" } },
  { id: "GOLDEN", label: { es: "Dorado", en: "Golden" } },
  { id: "YELLOW", label: { es: "Amarillo", en: "Yellow" } },
  { id: OTHER_ID, label: { es: "Otro", en: "Other" } },
];

/** Plate types: Mexican border-zone plates ("placas fronterizas"), other Mexican plates, two US states, other. */
export const VEHICLE_LICENSES: readonly VehicleOption[] = [
  { id: "FRONTIER_MEXICO", label: { es: "México fronteriza", en: "Mexico (border)" } },
  { id: "NATIONAL_MEXICO", label: { es: "México nacional", en: "Mexico (national)" } },
  { id: "CALIFORNIA", label: { es: "California", en: "California" } },
  { id: "ARIZONA", label: { es: "Arizona", en: "Arizona" } },
  { id: OTHER_ID, label: { es: "Otra", en: "Other" } },
];

export const VEHICLE_PROPERTIES: VehicleProperties = {
  vehicleTypes: VEHICLE_TYPES,
  brands: VEHICLE_BRANDS,
  colors: VEHICLE_COLORS,
  licenses: VEHICLE_LICENSES,
};
