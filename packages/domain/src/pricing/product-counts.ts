import { z } from "zod/mini";
import { LODGING_KINDS, type LodgingKind } from "../constants.ts";

/**
 * How many of each product a quote holds (000 §3 Products), declared once: the type, the quote answer
 * (quote-dto.ts), the request's limits (quote-schemas.ts), the API's columns and its mapper derive
 * from it. atvHours is the rental length of each ATV; after merging several ATV rows it is their
 * average (see mergeAtvRows).
 */
export const productCountsSchema = z.object({
  cabins: z.number(),
  tipis: z.number(),
  lakeVillages: z.number(),
  superiorCabins: z.number(),
  canopyPasses: z.number(),
  canopyNightPasses: z.number(),
  horsebackRidingPasses: z.number(),
  atvs: z.number(),
  atvHours: z.number(),
});

export type ProductCounts = z.infer<typeof productCountsSchema>;

export const PRODUCT_COUNT_KEYS = z.keyof(productCountsSchema).options;

export const EMPTY_PRODUCTS: ProductCounts = Object.freeze({
  cabins: 0,
  tipis: 0,
  lakeVillages: 0,
  superiorCabins: 0,
  canopyPasses: 0,
  canopyNightPasses: 0,
  horsebackRidingPasses: 0,
  atvs: 0,
  atvHours: 0,
});

export type LodgingCountField = "cabins" | "tipis" | "lakeVillages" | "superiorCabins";

export const LODGING_COUNT_FIELD: Record<LodgingKind, LodgingCountField> = {
  CABIN: "cabins",
  TIPI: "tipis",
  LAKE_VILLAGE: "lakeVillages",
  SUPERIOR_CABIN: "superiorCabins",
};

/** Lodging units of every kind together. */
export function lodgingUnits(products: ProductCounts): number {
  return LODGING_KINDS.reduce((sum, kind) => sum + products[LODGING_COUNT_FIELD[kind]], 0);
}

export function hasLodging(products: ProductCounts): boolean {
  return lodgingUnits(products) > 0;
}

/** The lodging kinds with a non-zero count, in the order of LODGING_KINDS. */
export function lodgingKindsIn(products: ProductCounts): LodgingKind[] {
  return LODGING_KINDS.filter((kind) => products[LODGING_COUNT_FIELD[kind]] > 0);
}
