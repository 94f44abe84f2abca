import type { LodgingKind, StayType } from "../constants.ts";
import { LODGING_COUNT_FIELD, type ProductCounts } from "../pricing/product-counts.ts";
import type { FieldIssue } from "./date-limits.ts";
import { isLodgingStay } from "./quote-draft.ts";

/** A lodging unit as the map shows it; ids are the server's, names are the park's (C3, T6, A, V2). */
export interface LodgingUnitRef {
  id: string;
  name: string;
  kind: LodgingKind;
}

/** The lodging a quote pays for: one kind (its stay type) and how many units; null without lodging. */
export function quoteLodging(
  stayType: StayType,
  products: ProductCounts,
): { kind: LodgingKind; count: number } | null {
  if (!isLodgingStay(stayType)) return null;
  const count = products[LODGING_COUNT_FIELD[stayType]];
  return count > 0 ? { kind: stayType, count } : null;
}

/**
 * What is wrong with the units a visitor picked on the map (PUT /api/ecommerce/reservations): each id
 * must name a unit of the quote's lodging kind, once, and no more units than the quote pays for. Fewer
 * are fine: the rest are assigned at payment. The API's catalogue holds the texts of these keys.
 */
export function unitChoiceIssues(
  stayIds: readonly string[],
  units: readonly LodgingUnitRef[],
  lodging: { kind: LodgingKind; count: number } | null,
): FieldIssue[] {
  if (stayIds.length === 0) return [];
  if (!lodging) return [{ path: "stayIds", message: "no_lodging_in_quote" }];
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  stayIds.forEach((id, index) => {
    const unit = byId.get(id);
    if (!unit) issues.push({ path: `stayIds.${index}`, message: "unknown_unit" });
    else if (unit.kind !== lodging.kind)
      issues.push({ path: `stayIds.${index}`, message: "unit_of_other_kind" });
    else if (seen.has(id)) issues.push({ path: `stayIds.${index}`, message: "duplicate_unit" });
    seen.add(id);
  });
  if (stayIds.length > lodging.count) issues.push({ path: "stayIds", message: "too_many_units_chosen" });
  return issues;
}

/**
 * The chosen units that still fit after the visitor changed the quote: those of the new lodging kind,
 * the earliest chosen first, at most as many as the new count. The others are released.
 */
export function unitsKeptAfterChange<U extends { kind: LodgingKind }>(
  chosenInOrder: readonly U[],
  lodging: { kind: LodgingKind; count: number } | null,
): U[] {
  if (!lodging) return [];
  return chosenInOrder.filter((unit) => unit.kind === lodging.kind).slice(0, lodging.count);
}
