import type { LodgingKind } from "@park/domain/constants.ts";

/**
 * The drawer's choose-on-map link and the cart's lodging maps are separate features: the link announces
 * the wish with a window event and the map modal listens for it.
 */
export const OPEN_LODGING_MAP_EVENT = "park:open-lodging-map";

export interface OpenLodgingMapDetail {
  kind: LodgingKind;
}

export function requestLodgingMap(kind: LodgingKind): void {
  window.dispatchEvent(new CustomEvent<OpenLodgingMapDetail>(OPEN_LODGING_MAP_EVENT, { detail: { kind } }));
}
