import type { LodgingKind } from "@park/domain/constants.ts";
import { CABIN_MAP } from "./cabin-map.tsx";
import { LAKE_VILLAGE_MAP } from "./lake-village-map.tsx";
import type { LodgingMapLayouts } from "./map-layout.ts";
import { SUPERIOR_CABIN_MAP } from "./superior-cabin-map.tsx";
import { TIPI_MAP } from "./tipi-map.tsx";

/** The illustrated map of each lodging kind. */
export const LODGING_MAPS: Record<LodgingKind, LodgingMapLayouts> = {
  CABIN: CABIN_MAP,
  SUPERIOR_CABIN: SUPERIOR_CABIN_MAP,
  LAKE_VILLAGE: LAKE_VILLAGE_MAP,
  TIPI: TIPI_MAP,
};
