import type { VehicleOption } from "@park/domain/vehicle-properties-dto.ts";

/** Lower case without accents, so "peaton" finds "Peatón" and "mercedes" finds "MERCEDES_BENZ". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/**
 * 001 §4: the dropdown filters options by typed text, matching either the translated label or the id.
 * The visitor types in their own language, so label matches come first (those starting with the text
 * before those containing it) and options matched only by their id last: "Bla" in Spanish offers Blanco
 * before Negro, whose id is BLACK. Each group keeps the list's own order.
 */
export function filterOptions(options: readonly VehicleOption[], typed: string): VehicleOption[] {
  const query = fold(typed);
  if (query === "") return [...options];
  const rank = (option: VehicleOption): number => {
    const label = fold(option.label);
    if (label.startsWith(query)) return 0;
    if (label.includes(query)) return 1;
    return fold(option.id).includes(query) ? 2 : 3;
  };
  return options
    .map((option) => ({ option, rank: rank(option) }))
    .filter((ranked) => ranked.rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map((ranked) => ranked.option);
}

/** The option a finished text names exactly (by label or id), if one does. */
export function optionNamed(options: readonly VehicleOption[], typed: string): VehicleOption | undefined {
  const query = fold(typed);
  if (query === "") return undefined;
  return options.find((option) => fold(option.label) === query || fold(option.id) === query);
}
