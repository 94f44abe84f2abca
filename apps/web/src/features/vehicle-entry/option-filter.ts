import type { VehicleOption } from "./api/vehicle-properties.ts";

/** Lower case without accents, so "peaton" finds "Peatón" and "mercedes" finds "MERCEDES_BENZ". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** 001 §4: the dropdown filters options by typed text, matching either the translated label or the id. */
export function filterOptions(options: readonly VehicleOption[], typed: string): VehicleOption[] {
  const query = fold(typed);
  if (query === "") return [...options];
  return options.filter((option) => fold(option.label).includes(query) || fold(option.id).includes(query));
}

/** The option a finished text names exactly (by label or id), if one does. */
export function optionNamed(options: readonly VehicleOption[], typed: string): VehicleOption | undefined {
  const query = fold(typed);
  if (query === "") return undefined;
  return options.find((option) => fold(option.label) === query || fold(option.id) === query);
}
