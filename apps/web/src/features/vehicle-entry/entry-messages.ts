import type { Language } from "@park/domain/constants.ts";
import { VEHICLE_ENTRY_MESSAGES } from "@park/domain/vehicle-entry.ts";

/** A field message of the domain's vehicle-entry schema (a key) in the page's language. */
export function vehicleFieldMessage(key: string | undefined, language: Language): string | undefined {
  if (key === undefined) return undefined;
  return VEHICLE_ENTRY_MESSAGES[key]?.[language] ?? key;
}
