import type { LodgingKind } from "@park/domain/constants.ts";
import { type LostUnits, lostUnitsSchema } from "@park/domain/quote/lodging-units-dto.ts";
import { apiRequest } from "../../../shared/api/api-client.ts";

const LIST_OF_KIND: Record<LodgingKind, keyof LostUnits> = {
  CABIN: "cabins",
  TIPI: "tipis",
  LAKE_VILLAGE: "lakeVillages",
  SUPERIOR_CABIN: "superiorCabins",
};

/** Query key root of the cart's check of the quote's units; a save on the map refreshes it. */
export const LOST_STAYS_QUERY_ROOT = "lodging-lost-stays";

/**
 * GET /api/ecommerce/reservations/valid/by-quote/{quoteId}: the names of the quote's chosen units of
 * `kind` that are no longer held for it (their hold expired and another visitor took them).
 */
export async function fetchLostStays(quoteId: string, kind: LodgingKind): Promise<string[]> {
  const answer = await apiRequest(
    `/api/ecommerce/reservations/valid/by-quote/${encodeURIComponent(quoteId)}`,
  );
  return lostUnitsSchema.parse(answer)[LIST_OF_KIND[kind]];
}
