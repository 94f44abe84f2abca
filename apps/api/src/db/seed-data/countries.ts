import { z } from "zod/mini";
import countryStates from "./country-states.json";
import type { Localized } from "./localized.ts";

const stateRowSchema = z.object({ code: z.string(), label: z.string() });
export type StateRow = z.infer<typeof stateRowSchema>;
export type CountryRow = { code: string; label: Localized; states: readonly StateRow[] };

/** Code of the "other" choice, for countries and for states; it reveals a free text field (000 §5). */
export const OTHER_CODE = "OTHER";

/**
 * The states of each country, in country-states.json: the 32 federal entities under their ISO 3166-2:MX
 * codes without the "MX-" prefix (so Baja California is BCN; "México" is written "Estado de México" so it
 * cannot be confused with the country), the 50 US states and DC with their USPS codes, and Canada's 10
 * provinces and 3 territories with their Canada Post codes.
 */
const STATES = z
  .object({ MX: z.array(stateRowSchema), US: z.array(stateRowSchema), CA: z.array(stateRowSchema) })
  .parse(countryStates);

export const MEXICAN_STATES: readonly StateRow[] = STATES.MX;
export const US_STATES: readonly StateRow[] = STATES.US;
export const CANADIAN_PROVINCES: readonly StateRow[] = STATES.CA;

/**
 * The US states the contact and payment form offers (000 §5: AZ, CA, NV and other): the park's visitors
 * from the USA come from the border states, anyone else picks "other" and types the state.
 */
export const US_PAYMENT_STATE_CODES: readonly string[] = ["AZ", "CA", "NV", OTHER_CODE];

/**
 * The country list of GET /api/catalog/country. It already ends with the "other" entry, so the web must
 * not add a second one.
 */
export const COUNTRIES: readonly CountryRow[] = [
  { code: "MX", label: { es: "México", en: "Mexico" }, states: MEXICAN_STATES },
  { code: "US", label: { es: "Estados Unidos", en: "United States" }, states: US_STATES },
  { code: "CA", label: { es: "Canadá", en: "Canada" }, states: CANADIAN_PROVINCES },
  { code: OTHER_CODE, label: { es: "Otro", en: "Other" }, states: [] },
];
