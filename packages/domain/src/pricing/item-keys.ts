import type { Language, LodgingKind } from "../constants.ts";

export const ADMISSION_KEYS = ["day_pass", "camping_pass"] as const;
export const LODGING_ITEM_KEYS = ["cabin", "tipi", "lake_village", "superior_cabin"] as const;
export const ACTIVITY_ITEM_KEYS = [
  "canopy_pass",
  "canopy_night_pass",
  "horseback_riding_pass",
  "atv",
] as const;

/**
 * Keys of the quote's lines, in the display order of the spec (000 §3 Item, 001 §9): admission,
 * lodging, then activities. Every list of items is sorted by this order.
 */
export const ITEM_KEYS = [...ADMISSION_KEYS, ...LODGING_ITEM_KEYS, ...ACTIVITY_ITEM_KEYS] as const;
export type ItemKey = (typeof ITEM_KEYS)[number];
export type AdmissionKey = (typeof ADMISSION_KEYS)[number];
export type LodgingItemKey = (typeof LODGING_ITEM_KEYS)[number];
export type ActivityItemKey = (typeof ACTIVITY_ITEM_KEYS)[number];

export const LODGING_ITEM_KEY: Record<LodgingKind, LodgingItemKey> = {
  CABIN: "cabin",
  TIPI: "tipi",
  LAKE_VILLAGE: "lake_village",
  SUPERIOR_CABIN: "superior_cabin",
};

export const ITEM_LODGING_KIND: Record<LodgingItemKey, LodgingKind> = {
  cabin: "CABIN",
  tipi: "TIPI",
  lake_village: "LAKE_VILLAGE",
  superior_cabin: "SUPERIOR_CABIN",
};

export function isLodgingItemKey(key: ItemKey): key is LodgingItemKey {
  return (LODGING_ITEM_KEYS as readonly ItemKey[]).includes(key);
}

export function isActivityItemKey(key: ItemKey): key is ActivityItemKey {
  return (ACTIVITY_ITEM_KEYS as readonly ItemKey[]).includes(key);
}

/** Position of a key in the display order (0 = first). */
export function itemOrder(key: ItemKey): number {
  return ITEM_KEYS.indexOf(key);
}

/** A copy of the items in display order. */
export function sortByDisplayOrder<T extends { key: ItemKey }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => itemOrder(a.key) - itemOrder(b.key));
}

/** Line names shown in the cart, the summary card and the printed summary. */
export const ITEM_NAMES: Record<ItemKey, Record<Language, string>> = {
  day_pass: { es: "Pase de día", en: "Day pass" },
  camping_pass: { es: "Pase de campamento", en: "Camping pass" },
  cabin: { es: "Cabaña básica", en: "Basic cabin" },
  tipi: { es: "Tipi", en: "Tepee" },
  lake_village: { es: "Villa del lago", en: "Lake village" },
  superior_cabin: { es: "Cabaña superior", en: "Superior cabin" },
  canopy_pass: { es: "Canopy", en: "Canopy tour" },
  canopy_night_pass: { es: "Canopy nocturno", en: "Night canopy tour" },
  horseback_riding_pass: { es: "Paseo a caballo", en: "Horseback riding" },
  atv: { es: "Renta de cuatrimoto", en: "ATV rental" },
};
