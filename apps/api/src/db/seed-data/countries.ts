import type { Localized } from "./localized.ts";

export type StateRow = { code: string; label: string };
export type CountryRow = { code: string; label: Localized; states: readonly StateRow[] };

/** Code of the "other" choice, for countries and for states; it reveals a free text field (000 §5). */
export const OTHER_CODE = "OTHER";

/**
 * The 32 federal entities, coded with their ISO 3166-2:MX subdivision codes without the "MX-" prefix
 * (so Baja California is BCN). Labels are the official names, except that "México" is written
 * "Estado de México" so it cannot be confused with the country.
 */
export const MEXICAN_STATES: readonly StateRow[] = [
  { code: "AGU", label: "Aguascalientes" },
  { code: "BCN", label: "Baja California" },
  { code: "BCS", label: "Baja California Sur" },
  { code: "CAM", label: "Campeche" },
  { code: "CHP", label: "Chiapas" },
  { code: "CHH", label: "Chihuahua" },
  { code: "CMX", label: "Ciudad de México" },
  { code: "COA", label: "Coahuila de Zaragoza" },
  { code: "COL", label: "Colima" },
  { code: "DUR", label: "Durango" },
  { code: "GUA", label: "Guanajuato" },
  { code: "GRO", label: "Guerrero" },
  { code: "HID", label: "Hidalgo" },
  { code: "JAL", label: "Jalisco" },
  { code: "MEX", label: "Estado de México" },
  { code: "MIC", label: "Michoacán de Ocampo" },
  { code: "MOR", label: "Morelos" },
  { code: "NAY", label: "Nayarit" },
  { code: "NLE", label: "Nuevo León" },
  { code: "OAX", label: "Oaxaca" },
  { code: "PUE", label: "Puebla" },
  { code: "QUE", label: "Querétaro" },
  { code: "ROO", label: "Quintana Roo" },
  { code: "SLP", label: "San Luis Potosí" },
  { code: "SIN", label: "Sinaloa" },
  { code: "SON", label: "Sonora" },
  { code: "TAB", label: "Tabasco" },
  { code: "TAM", label: "Tamaulipas" },
  { code: "TLA", label: "Tlaxcala" },
  { code: "VER", label: "Veracruz de Ignacio de la Llave" },
  { code: "YUC", label: "Yucatán" },
  { code: "ZAC", label: "Zacatecas" },
];

/** The 50 states and the District of Columbia with their USPS codes. */
export const US_STATES: readonly StateRow[] = [
  { code: "AL", label: "Alabama" },
  { code: "AK", label: "Alaska" },
  { code: "AZ", label: "Arizona" },
  { code: "AR", label: "Arkansas" },
  { code: "CA", label: "California" },
  { code: "CO", label: "Colorado" },
  { code: "CT", label: "Connecticut" },
  { code: "DE", label: "Delaware" },
  { code: "DC", label: "District of Columbia" },
  { code: "FL", label: "Florida" },
  { code: "GA", label: "Georgia" },
  { code: "HI", label: "Hawaii" },
  { code: "ID", label: "Idaho" },
  { code: "IL", label: "Illinois" },
  { code: "IN", label: "Indiana" },
  { code: "IA", label: "Iowa" },
  { code: "KS", label: "Kansas" },
  { code: "KY", label: "Kentucky" },
  { code: "LA", label: "Louisiana" },
  { code: "ME", label: "Maine" },
  { code: "MD", label: "Maryland" },
  { code: "MA", label: "Massachusetts" },
  { code: "MI", label: "Michigan" },
  { code: "MN", label: "Minnesota" },
  { code: "MS", label: "Mississippi" },
  { code: "MO", label: "Missouri" },
  { code: "MT", label: "Montana" },
  { code: "NE", label: "Nebraska" },
  { code: "NV", label: "Nevada" },
  { code: "NH", label: "New Hampshire" },
  { code: "NJ", label: "New Jersey" },
  { code: "NM", label: "New Mexico" },
  { code: "NY", label: "New York" },
  { code: "NC", label: "North Carolina" },
  { code: "ND", label: "North Dakota" },
  { code: "OH", label: "Ohio" },
  { code: "OK", label: "Oklahoma" },
  { code: "OR", label: "Oregon" },
  { code: "PA", label: "Pennsylvania" },
  { code: "RI", label: "Rhode Island" },
  { code: "SC", label: "South Carolina" },
  { code: "SD", label: "South Dakota" },
  { code: "TN", label: "Tennessee" },
  { code: "TX", label: "Texas" },
  { code: "UT", label: "Utah" },
  { code: "VT", label: "Vermont" },
  { code: "VA", label: "Virginia" },
  { code: "WA", label: "Washington" },
  { code: "WV", label: "West Virginia" },
  { code: "WI", label: "Wisconsin" },
  { code: "WY", label: "Wyoming" },
];

/** The 10 provinces and 3 territories with their Canada Post codes. */
export const CANADIAN_PROVINCES: readonly StateRow[] = [
  { code: "AB", label: "Alberta" },
  { code: "BC", label: "British Columbia" },
  { code: "MB", label: "Manitoba" },
  { code: "NB", label: "New Brunswick" },
  { code: "NL", label: "Newfoundland and Labrador" },
  { code: "NS", label: "Nova Scotia" },
  { code: "NT", label: "Northwest Territories" },
  { code: "NU", label: "Nunavut" },
  { code: "ON", label: "Ontario" },
  { code: "PE", label: "Prince Edward Island" },
  { code: "QC", label: "Quebec" },
  { code: "SK", label: "Saskatchewan" },
  { code: "YT", label: "Yukon" },
];

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
