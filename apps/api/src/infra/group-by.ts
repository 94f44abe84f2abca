/**
 * `items` grouped by `keyOf`, each group in the items' order, as `valueFor` maps them; items whose key is
 * null are left out (e.g. a unit-night the front desk blocked has no quote). One pass, no copying.
 */
export function groupBy<T, K, V = T>(
  items: Iterable<T>,
  keyOf: (item: T) => K | null,
  valueFor: (item: T) => V = (item) => item as unknown as V,
): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(valueFor(item));
    else groups.set(key, [valueFor(item)]);
  }
  return groups;
}
