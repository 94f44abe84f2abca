import type { Language } from "@park/domain/constants.ts";
import { VEHICLE_TEXT_MAX } from "@park/domain/vehicle-entry.ts";
import { codeText } from "../../shared/i18n/code-text.ts";
import "../../shared/i18n/commerce/vehicleEntry.ts";

/** A field message of the domain's vehicle-entry schema (a key) in the page's language. */
export function vehicleFieldMessage(key: string | undefined, language: Language): string | undefined {
  if (key === undefined) return undefined;
  return codeText("vehicleEntry.fieldErrors", key, { lng: language, vehicleTextMax: VEHICLE_TEXT_MAX });
}
