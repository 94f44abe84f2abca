/** How a unit shows on the map; the legend uses the same three. */
export type UnitStatus = "selected" | "available" | "occupied";

export const UNIT_STATUSES: readonly UnitStatus[] = ["selected", "available", "occupied"];

/**
 * Each status differs by more than colour: selected units are filled and carry a check mark, occupied
 * ones are hatched, dashed and crossed out, available ones are plain with a solid border.
 */
export const UNIT_STATUS_CLASSES: Record<UnitStatus, string> = {
  selected: "border-forest-900 bg-forest-700 text-white shadow-md",
  available: "border-forest-700 bg-white text-forest-900 hover:bg-forest-50",
  occupied:
    "cursor-not-allowed border-dashed border-stone-500 text-stone-700 bg-[repeating-linear-gradient(135deg,#e7e5e4_0,#e7e5e4_5px,#c9c5c2_5px,#c9c5c2_8px)]",
};
