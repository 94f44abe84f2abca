import type { LodgingKind } from "@park/domain/constants.ts";
import type { ComponentType } from "react";

/** Centre of a unit's button on the map, in the drawing's own units (its viewBox). */
export interface UnitPlace {
  x: number;
  y: number;
}

/**
 * One drawing of a lodging area: its size, the decorative scenery (paths, water, trees, labels) and
 * where each unit sits. The units themselves are real buttons laid over the drawing, so they keep
 * native focus, names and keyboard behaviour.
 */
export interface MapLayout {
  width: number;
  height: number;
  Scenery: ComponentType;
  units: Readonly<Record<string, UnitPlace>>;
}

/** The wide drawing for tablets and desktops, and a taller compact one for phones. */
export interface LodgingMapLayouts {
  kind: LodgingKind;
  wide: MapLayout;
  compact: MapLayout;
}

/** Places the units of `names` one after another at `points` (same length). */
export function placeUnits(
  names: readonly string[],
  points: readonly UnitPlace[],
): Record<string, UnitPlace> {
  if (names.length !== points.length) {
    throw new RangeError(`a map places ${names.length} units at ${points.length} points`);
  }
  return Object.fromEntries(names.map((name, index) => [name, points[index] as UnitPlace]));
}

/** Points on an ellipse, starting at `fromDegrees` (0 = east, 90 = south) and going clockwise. */
export function ellipsePoints(
  count: number,
  centre: UnitPlace,
  radius: { x: number; y: number },
  fromDegrees: number,
  stepDegrees: number,
): UnitPlace[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = ((fromDegrees + index * stepDegrees) * Math.PI) / 180;
    return {
      x: Math.round(centre.x + radius.x * Math.cos(angle)),
      y: Math.round(centre.y + radius.y * Math.sin(angle)),
    };
  });
}

/** Rows of units along roads: each row gets `perRow` units, odd rows run right to left (a serpentine). */
export function serpentinePoints(
  count: number,
  perRow: number,
  columns: readonly number[],
  rows: readonly number[],
): UnitPlace[] {
  return Array.from({ length: count }, (_, index) => {
    const row = Math.floor(index / perRow);
    const inRow = index % perRow;
    const column = row % 2 === 0 ? inRow : perRow - 1 - inRow;
    return { x: columns[column] ?? 0, y: rows[row] ?? 0 };
  });
}
