import { z } from "zod/mini";

/**
 * Vehicle pre-registration (001 §3 Vehicle entry, §4-§5): on the confirmation page the visitor tells
 * the gate which vehicle they arrive in. The form's fields are flat; the entry travels as the spec's list
 * of properties (propertyType, value, otherValue).
 */

/** The vehicle type that makes every other vehicle field not required (and disabled in the form). */
export const PEDESTRIAN = "PEDESTRIAN";
/** The "other" choice of vehicle types, colours and plate types; the brand list spells it in lower case. */
export const OTHER_CHOICE = "OTHER";
export const OTHER_BRAND = "other";

/** "Text inputs are trimmed and limited to 100 characters" (001 §5 Vehicle form). */
export const VEHICLE_TEXT_MAX = 100;

export const VEHICLE_PROPERTY_TYPES = [
  "VEHICLE_TYPE",
  "VEHICLE_BRAND",
  "VEHICLE_COLOR",
  "VEHICLE_PLAQUE",
  "VEHICLE_PLAQUE_TYPE",
  "FIRST_TIME",
] as const;
export type VehiclePropertyType = (typeof VEHICLE_PROPERTY_TYPES)[number];

const text = z._default(
  z
    .string({ error: "required" })
    .check(z.trim(), z.maxLength(VEHICLE_TEXT_MAX, { message: "vehicle_text_too_long" })),
  "",
);

/** A choice whose matching free text is required (001 §5). */
const CHOICES_WITH_OTHER = [
  { choice: "vehicleType", other: "vehicleTypeOther", otherId: OTHER_CHOICE },
  { choice: "brand", other: "brandOther", otherId: OTHER_BRAND },
  { choice: "color", other: "colorOther", otherId: OTHER_CHOICE },
  { choice: "plateType", other: "plateTypeOther", otherId: OTHER_CHOICE },
] as const;

/** What a saved entry holds: the vehicle fields are null for a pedestrian, an "other" text only with "other". */
export type VehicleEntry = {
  vehicleType: string;
  vehicleTypeOther: string | null;
  brand: string | null;
  brandOther: string | null;
  color: string | null;
  colorOther: string | null;
  plate: string | null;
  plateType: string | null;
  plateTypeOther: string | null;
  firstTime: boolean;
};

/**
 * The "expedite your entry" form (001 §5 Vehicle form): type, brand, colour, plate and plate type are
 * required unless the type is pedestrian; each "other" text is required when its choice is "other" and
 * the type is not pedestrian; the first-visit answer is always required; texts are trimmed and at most
 * 100 characters. Empty texts mean "not chosen". Parses into the entry as it is saved.
 */
export const vehicleEntryFormSchema = z.pipe(
  z
    .object({
      vehicleType: text,
      vehicleTypeOther: text,
      brand: text,
      brandOther: text,
      color: text,
      colorOther: text,
      plate: text,
      plateType: text,
      plateTypeOther: text,
      firstTime: z.nullable(z.boolean({ error: "required" })),
    })
    .check(
      z.superRefine((form, ctx) => {
        const required = (path: keyof typeof form) =>
          ctx.addIssue({ code: "custom", path: [path], message: "required" });
        if (form.vehicleType === "") required("vehicleType");
        if (form.firstTime === null) required("firstTime");
        if (form.vehicleType === PEDESTRIAN) return;
        for (const field of ["brand", "color", "plate", "plateType"] as const) {
          if (form[field] === "") required(field);
        }
        for (const { choice, other, otherId } of CHOICES_WITH_OTHER) {
          if (form[choice] === otherId && form[other] === "") required(other);
        }
      }),
    ),
  z.transform((form): VehicleEntry => {
    const pedestrian = form.vehicleType === PEDESTRIAN;
    const vehicle = (value: string) => (pedestrian || value === "" ? null : value);
    const otherText = (choice: string, value: string, otherId: string) =>
      choice === otherId ? vehicle(value) : null;
    return {
      vehicleType: form.vehicleType,
      vehicleTypeOther: otherText(form.vehicleType, form.vehicleTypeOther, OTHER_CHOICE),
      brand: vehicle(form.brand),
      brandOther: otherText(form.brand, form.brandOther, OTHER_BRAND),
      color: vehicle(form.color),
      colorOther: otherText(form.color, form.colorOther, OTHER_CHOICE),
      plate: vehicle(form.plate),
      plateType: vehicle(form.plateType),
      plateTypeOther: otherText(form.plateType, form.plateTypeOther, OTHER_CHOICE),
      // superRefine refused a missing answer before this runs.
      firstTime: form.firstTime === true,
    };
  }),
);
export type VehicleEntryForm = z.input<typeof vehicleEntryFormSchema>;

/** The empty form, and what changing to or from pedestrian resets it to (001 §4). */
export const EMPTY_VEHICLE_ENTRY_FORM = {
  vehicleType: "",
  vehicleTypeOther: "",
  brand: "",
  brandOther: "",
  color: "",
  colorOther: "",
  plate: "",
  plateType: "",
  plateTypeOther: "",
  firstTime: null,
} as const satisfies VehicleEntryForm;

export const vehiclePropertySchema = z.object({
  propertyType: z.enum(VEHICLE_PROPERTY_TYPES, { error: "invalid_value" }),
  value: z.nullable(z.union([z.string(), z.boolean()], { error: "invalid_value" })),
  otherValue: z.optional(z.nullable(z.string({ error: "invalid_value" }))),
});
export type VehicleProperty = z.infer<typeof vehiclePropertySchema>;

/** Which form fields each property fills: its value and, for the choices with "other", its free text. */
const FIELDS_OF_PROPERTY = {
  VEHICLE_TYPE: ["vehicleType", "vehicleTypeOther"],
  VEHICLE_BRAND: ["brand", "brandOther"],
  VEHICLE_COLOR: ["color", "colorOther"],
  VEHICLE_PLAQUE: ["plate", null],
  VEHICLE_PLAQUE_TYPE: ["plateType", "plateTypeOther"],
} as const satisfies Record<Exclude<VehiclePropertyType, "FIRST_TIME">, readonly [string, string | null]>;

/** The form's values from the spec's properties (the API's body, the web's vehicle card). */
export function vehicleFormFromProperties(properties: readonly VehicleProperty[]): VehicleEntryForm {
  const form: VehicleEntryForm = { ...EMPTY_VEHICLE_ENTRY_FORM };
  for (const { propertyType, value, otherValue } of properties) {
    if (propertyType === "FIRST_TIME") {
      form.firstTime = typeof value === "boolean" ? value : null;
      continue;
    }
    const [field, otherField] = FIELDS_OF_PROPERTY[propertyType];
    form[field] = typeof value === "string" ? value : "";
    if (otherField) form[otherField] = otherValue ?? "";
  }
  return form;
}

/** The properties of a saved entry, in the spec's order; a pedestrian has only the type and the first-visit answer. */
export function vehicleEntryProperties(entry: VehicleEntry): VehicleProperty[] {
  const properties: VehicleProperty[] = [
    { propertyType: "VEHICLE_TYPE", value: entry.vehicleType, otherValue: entry.vehicleTypeOther },
  ];
  if (entry.vehicleType !== PEDESTRIAN) {
    properties.push(
      { propertyType: "VEHICLE_BRAND", value: entry.brand, otherValue: entry.brandOther },
      { propertyType: "VEHICLE_COLOR", value: entry.color, otherValue: entry.colorOther },
      { propertyType: "VEHICLE_PLAQUE", value: entry.plate, otherValue: null },
      { propertyType: "VEHICLE_PLAQUE_TYPE", value: entry.plateType, otherValue: entry.plateTypeOther },
    );
  }
  properties.push({ propertyType: "FIRST_TIME", value: entry.firstTime, otherValue: null });
  return properties;
}

/**
 * POST /api/ecommerce/entry: the vehicle entry as the spec sends it (a list of properties), checked with
 * the form's rules; issues name the form's fields. A property sent twice is refused.
 */
export const vehicleEntryBodySchema = z.pipe(
  z.pipe(
    z.object({
      properties: z.array(vehiclePropertySchema).check(
        z.maxLength(VEHICLE_PROPERTY_TYPES.length, { message: "invalid_value" }),
        z.superRefine((properties, ctx) => {
          const seen = new Set<string>();
          properties.forEach(({ propertyType }, index) => {
            if (seen.has(propertyType)) {
              ctx.addIssue({ code: "custom", path: [index, "propertyType"], message: "repeated_property" });
            }
            seen.add(propertyType);
          });
        }),
      ),
    }),
    z.transform(({ properties }) => vehicleFormFromProperties(properties)),
  ),
  vehicleEntryFormSchema,
);

/** The ids a chosen option must be one of: the lists of GET /api/catalog/vehicle/property. */
export type VehicleOptionIds = {
  vehicleTypes: readonly string[];
  brands: readonly string[];
  colors: readonly string[];
  licenses: readonly string[];
};

/** The chosen options that are not in the catalog's lists (001 §3: the lookup's colors, licenses, vehicleTypes, brands). */
export function unknownVehicleOptions(
  entry: VehicleEntry,
  ids: VehicleOptionIds,
): { path: string; message: "unknown_option" }[] {
  const checks = [
    ["vehicleType", entry.vehicleType, ids.vehicleTypes],
    ["brand", entry.brand, ids.brands],
    ["color", entry.color, ids.colors],
    ["plateType", entry.plateType, ids.licenses],
  ] as const;
  return checks
    .filter(([, value, allowed]) => value !== null && !allowed.includes(value))
    .map(([path]) => ({ path, message: "unknown_option" }));
}

/** The answer of the entry calls (001 §3 Vehicle entry): the visit's code and arrival, and the properties. */
export const vehicleEntryDtoSchema = z.object({
  visit: z.object({ code: z.string() }),
  arrivalDate: z.string().check(z.describe("The visit's arrival date, YYYY-MM-DD")),
  properties: z.array(vehiclePropertySchema),
  createdAt: z.string().check(z.describe("ISO instant the entry was saved")),
});
export type VehicleEntryDto = z.infer<typeof vehicleEntryDtoSchema>;

/** GET /api/ecommerce/entry/exist/{code}. */
export const vehicleEntryExistsSchema = z.object({
  exists: z.boolean(),
  entry: z.nullable(vehicleEntryDtoSchema),
});
