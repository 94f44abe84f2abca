import type { LodgingKind } from "@park/domain/constants.ts";

/**
 * What the cart knows about the quote's lodging from the lodging maps: whether the kind is full for the
 * dates and which chosen units were lost. The /cart route passes it in (features do not import each other).
 */
export interface LodgingInfo {
  kind: LodgingKind | null;
  full: boolean;
  lostUnits: readonly string[];
}

export const NO_LODGING_INFO: LodgingInfo = { kind: null, full: false, lostUnits: [] };
