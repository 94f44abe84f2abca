import { describe, expect, it } from "vitest";
import {
  EMPTY_VEHICLE_ENTRY_FORM,
  unknownVehicleOptions,
  type VehicleEntryForm,
  vehicleEntryBodySchema,
  vehicleEntryFormSchema,
  vehicleEntryProperties,
  vehicleFormFromProperties,
} from "../src/vehicle-entry.ts";

const car: VehicleEntryForm = {
  ...EMPTY_VEHICLE_ENTRY_FORM,
  vehicleType: "CAR",
  brand: "NISSAN",
  color: "RED",
  plate: "BCN-12-34",
  plateType: "FRONTIER_MEXICO",
  firstTime: true,
};

function issues(form: unknown): { path: string; message: string }[] {
  const result = vehicleEntryFormSchema.safeParse(form);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

describe("vehicleEntryFormSchema (001 §5 Vehicle form)", () => {
  it("saves a car with no free texts", () => {
    expect(vehicleEntryFormSchema.parse(car)).toEqual({
      vehicleType: "CAR",
      vehicleTypeOther: null,
      brand: "NISSAN",
      brandOther: null,
      color: "RED",
      colorOther: null,
      plate: "BCN-12-34",
      plateType: "FRONTIER_MEXICO",
      plateTypeOther: null,
      firstTime: true,
    });
  });

  it("'type, brand, color, plate and plate type are required unless type is pedestrian'", () => {
    expect(issues({ ...EMPTY_VEHICLE_ENTRY_FORM, firstTime: false })).toEqual([
      { path: "vehicleType", message: "required" },
      { path: "brand", message: "required" },
      { path: "color", message: "required" },
      { path: "plate", message: "required" },
      { path: "plateType", message: "required" },
    ]);
    expect(issues({ ...EMPTY_VEHICLE_ENTRY_FORM, vehicleType: "PEDESTRIAN", firstTime: false })).toEqual([]);
  });

  it("a pedestrian keeps no vehicle data, even if some was sent", () => {
    const entry = vehicleEntryFormSchema.parse({ ...car, vehicleType: "PEDESTRIAN", brandOther: "x" });
    expect(entry).toEqual({
      vehicleType: "PEDESTRIAN",
      vehicleTypeOther: null,
      brand: null,
      brandOther: null,
      color: null,
      colorOther: null,
      plate: null,
      plateType: null,
      plateTypeOther: null,
      firstTime: true,
    });
  });

  it("'The first-visit yes/no answer is always required', for a pedestrian too", () => {
    expect(issues({ ...car, firstTime: null })).toEqual([{ path: "firstTime", message: "required" }]);
    expect(issues({ ...EMPTY_VEHICLE_ENTRY_FORM, vehicleType: "PEDESTRIAN" })).toEqual([
      { path: "firstTime", message: "required" },
    ]);
  });

  it("'The free-text other field (type, brand, colour, plate type) is required when the matching choice is other'", () => {
    const allOther = { ...car, vehicleType: "OTHER", brand: "other", color: "OTHER", plateType: "OTHER" };
    expect(issues(allOther)).toEqual([
      { path: "vehicleTypeOther", message: "required" },
      { path: "brandOther", message: "required" },
      { path: "colorOther", message: "required" },
      { path: "plateTypeOther", message: "required" },
    ]);
    const filled = vehicleEntryFormSchema.parse({
      ...allOther,
      vehicleTypeOther: "Cuatrimoto",
      brandOther: "Tesla",
      colorOther: "Morado",
      plateTypeOther: "Sonora",
    });
    expect(filled).toMatchObject({
      vehicleType: "OTHER",
      vehicleTypeOther: "Cuatrimoto",
      brandOther: "Tesla",
      colorOther: "Morado",
      plateTypeOther: "Sonora",
    });
  });

  it("keeps an 'other' text only with its 'other' choice (the brand's other is lower case)", () => {
    expect(issues({ ...car, brand: "OTHER" })).toEqual([]);
    expect(vehicleEntryFormSchema.parse({ ...car, brandOther: "Tesla", colorOther: "Morado" })).toMatchObject(
      {
        brandOther: null,
        colorOther: null,
      },
    );
  });

  it("'Text inputs are trimmed and limited to 100 characters'", () => {
    expect(vehicleEntryFormSchema.parse({ ...car, plate: "  ABC 123  " }).plate).toBe("ABC 123");
    expect(issues({ ...car, plate: "   " })).toEqual([{ path: "plate", message: "required" }]);
    expect(issues({ ...car, plate: ` ${"A".repeat(100)} ` })).toEqual([]);
    expect(issues({ ...car, plate: "A".repeat(101) })).toEqual([
      { path: "plate", message: "vehicle_text_too_long" },
    ]);
  });
});

describe("vehicle entry properties (001 §3: propertyType, value and otherValue)", () => {
  it("a car travels as its five properties and the first-visit answer, and reads back the same", () => {
    const entry = vehicleEntryFormSchema.parse({ ...car, color: "OTHER", colorOther: "Morado" });
    const properties = vehicleEntryProperties(entry);
    expect(properties).toEqual([
      { propertyType: "VEHICLE_TYPE", value: "CAR", otherValue: null },
      { propertyType: "VEHICLE_BRAND", value: "NISSAN", otherValue: null },
      { propertyType: "VEHICLE_COLOR", value: "OTHER", otherValue: "Morado" },
      { propertyType: "VEHICLE_PLAQUE", value: "BCN-12-34", otherValue: null },
      { propertyType: "VEHICLE_PLAQUE_TYPE", value: "FRONTIER_MEXICO", otherValue: null },
      { propertyType: "FIRST_TIME", value: true, otherValue: null },
    ]);
    expect(vehicleEntryBodySchema.parse({ properties })).toEqual(entry);
  });

  it("a pedestrian travels as the type and the first-visit answer", () => {
    const entry = vehicleEntryFormSchema.parse({
      ...EMPTY_VEHICLE_ENTRY_FORM,
      vehicleType: "PEDESTRIAN",
      firstTime: false,
    });
    expect(vehicleEntryProperties(entry)).toEqual([
      { propertyType: "VEHICLE_TYPE", value: "PEDESTRIAN", otherValue: null },
      { propertyType: "FIRST_TIME", value: false, otherValue: null },
    ]);
  });

  it("the body is checked with the form's rules, naming the form's fields", () => {
    const result = vehicleEntryBodySchema.safeParse({
      properties: [
        { propertyType: "VEHICLE_TYPE", value: "CAR", otherValue: null },
        { propertyType: "FIRST_TIME", value: "yes" },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["firstTime", "required"],
      ["brand", "required"],
      ["color", "required"],
      ["plate", "required"],
      ["plateType", "required"],
    ]);
  });

  it("a property sent twice is refused", () => {
    const result = vehicleEntryBodySchema.safeParse({
      properties: [
        { propertyType: "VEHICLE_TYPE", value: "PEDESTRIAN" },
        { propertyType: "VEHICLE_TYPE", value: "CAR" },
        { propertyType: "FIRST_TIME", value: true },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["properties.1.propertyType", "repeated_property"],
    ]);
  });

  it("fills the form from properties for the vehicle card", () => {
    expect(
      vehicleFormFromProperties([
        { propertyType: "VEHICLE_TYPE", value: "PEDESTRIAN", otherValue: null },
        { propertyType: "FIRST_TIME", value: true, otherValue: null },
      ]),
    ).toEqual({ ...EMPTY_VEHICLE_ENTRY_FORM, vehicleType: "PEDESTRIAN", firstTime: true });
  });
});

describe("unknownVehicleOptions (ids must exist in GET /api/catalog/vehicle/property)", () => {
  const ids = {
    vehicleTypes: ["CAR", "PEDESTRIAN", "OTHER"],
    brands: ["NISSAN", "other"],
    colors: ["RED", "OTHER"],
    licenses: ["FRONTIER_MEXICO", "OTHER"],
  };

  it("accepts listed ids and a pedestrian's empty fields", () => {
    expect(unknownVehicleOptions(vehicleEntryFormSchema.parse(car), ids)).toEqual([]);
    const pedestrian = vehicleEntryFormSchema.parse({
      ...EMPTY_VEHICLE_ENTRY_FORM,
      vehicleType: "PEDESTRIAN",
      firstTime: true,
    });
    expect(unknownVehicleOptions(pedestrian, ids)).toEqual([]);
  });

  it("names each field whose id is not listed", () => {
    const entry = vehicleEntryFormSchema.parse({
      ...car,
      vehicleType: "TANK",
      brand: "Nissan",
      plateType: "SONORA",
    });
    expect(unknownVehicleOptions(entry, ids)).toEqual([
      { path: "vehicleType", message: "unknown_option" },
      { path: "brand", message: "unknown_option" },
      { path: "plateType", message: "unknown_option" },
    ]);
  });
});
