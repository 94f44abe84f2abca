import { LODGING_INVENTORY, LODGING_KINDS, type LodgingKind } from "../constants.ts";
import { LODGING_COUNT_FIELD, type ProductCounts } from "../pricing/product-counts.ts";

/** Units of one kind the quote may hold: the inventory unless the shared configuration says less. */
export function maxLodgingUnits(kind: LodgingKind, configuredMax?: number): number {
  return Math.min(LODGING_INVENTORY[kind], configuredMax ?? LODGING_INVENTORY[kind]);
}

/** The counts with only `kind` holding `count`: one lodging type per quote (000 §4 Lodging). */
function onlyKind(products: ProductCounts, kind: LodgingKind, count: number): ProductCounts {
  const next = { ...products };
  for (const other of LODGING_KINDS) next[LODGING_COUNT_FIELD[other]] = other === kind ? count : 0;
  return next;
}

/**
 * Sets a lodging count. Counts above the kind's maximum, negative or fractional ones are ignored
 * (the products come back unchanged), as the spec's "counts above the per-type maximum are ignored".
 */
export function setLodgingCount(
  products: ProductCounts,
  kind: LodgingKind,
  count: number,
  configuredMax?: number,
): ProductCounts {
  if (!Number.isInteger(count) || count < 0 || count > maxLodgingUnits(kind, configuredMax)) return products;
  return onlyKind(products, kind, count);
}

/**
 * Choosing a lodging type: its count becomes 1 if it was 0, otherwise the number of units chosen on
 * the map (the current count when none is chosen); the other three kinds drop to 0.
 */
export function selectLodgingType(
  products: ProductCounts,
  kind: LodgingKind,
  chosenUnits = 0,
  configuredMax?: number,
): ProductCounts {
  const current = products[LODGING_COUNT_FIELD[kind]];
  const wanted = current === 0 ? 1 : chosenUnits > 0 ? chosenUnits : current;
  const count = Math.min(wanted, maxLodgingUnits(kind, configuredMax));
  return onlyKind(products, kind, count);
}

/** "Add another unit": one more of the kind (ignored at its maximum), the others zeroed. */
export function addLodgingUnit(
  products: ProductCounts,
  kind: LodgingKind,
  configuredMax?: number,
): ProductCounts {
  const next = setLodgingCount(products, kind, products[LODGING_COUNT_FIELD[kind]] + 1, configuredMax);
  return next === products ? onlyKind(products, kind, products[LODGING_COUNT_FIELD[kind]]) : next;
}
