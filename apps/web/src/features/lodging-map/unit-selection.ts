/** One unit of the map as the availability call reports it (000 §3 Available stays). */
export interface MapUnit {
  id: string;
  name: string;
  available: boolean;
}

/**
 * Picking a unit on the map (000 §4 Lodging, seat modals). An available unit not yet chosen is
 * appended; when that makes more units than the quote's quantity, the oldest choice is dropped, so the
 * selection never grows past the quantity. Picking a chosen unit again lets it go. Occupied units
 * cannot be picked. The selection keeps the order of the choices, oldest first.
 */
export function pickUnit(selection: readonly string[], unit: MapUnit, quantity: number): readonly string[] {
  if (selection.includes(unit.id)) return selection.filter((id) => id !== unit.id);
  if (!unit.available || quantity < 1) return selection;
  const next = [...selection, unit.id];
  return next.slice(Math.max(0, next.length - quantity));
}

/** Save is enabled only when the choice differs from what the quote holds (order does not matter). */
export function selectionChanged(selection: readonly string[], saved: readonly string[]): boolean {
  if (selection.length !== saved.length) return true;
  const held = new Set(saved);
  return selection.some((id) => !held.has(id));
}

/** Chosen units the availability now reports as taken by someone else. */
export function lostUnits(selection: readonly string[], units: readonly MapUnit[]): MapUnit[] {
  const chosen = new Set(selection);
  return units.filter((unit) => chosen.has(unit.id) && !unit.available);
}

/** A lodging kind is full when none of its units is free for the dates (000 §4 Lodging). */
export function kindIsFull(units: readonly MapUnit[]): boolean {
  return units.length > 0 && units.every((unit) => !unit.available);
}

/** The names of the chosen units, in the map's order, for messages and the T6 warning. */
export function chosenNames(selection: readonly string[], units: readonly MapUnit[]): string[] {
  const chosen = new Set(selection);
  return units.filter((unit) => chosen.has(unit.id)).map((unit) => unit.name);
}
