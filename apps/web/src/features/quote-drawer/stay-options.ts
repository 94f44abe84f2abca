import { HOURS, type STAY_TYPES, type StayType } from "@park/domain/constants.ts";
import type { ItemKey } from "@park/domain/pricing/item-keys.ts";

/** The item whose name names each stay type on screen (the domain's bilingual ITEM_NAMES). */
export const STAY_ITEM_KEY: Record<StayType, ItemKey> = {
  DAY_PASS: "day_pass",
  CAMPING_PASS: "camping_pass",
  CABIN: "cabin",
  SUPERIOR_CABIN: "superior_cabin",
  LAKE_VILLAGE: "lake_village",
  TIPI: "tipi",
};

// 000 §2 shows lodging as 3:00pm-12:00pm: check-out is 11:59, written as noon on screen.
const LODGING_HOURS = { from: HOURS.lodging.checkIn, to: "12:00" } as const;

/** Hours shown on each stay option (000 §2 Quote drawer). */
export const STAY_HOURS: Record<StayType, { from: string; to: string }> = {
  DAY_PASS: HOURS.dayPass,
  CAMPING_PASS: HOURS.campingPass,
  CABIN: LODGING_HOURS,
  SUPERIOR_CABIN: LODGING_HOURS,
  LAKE_VILLAGE: LODGING_HOURS,
  TIPI: LODGING_HOURS,
};

/** The order of step 1 (000 §2): day pass, camping pass, cabin, tipi, lake village, superior cabin. */
export const STAY_OPTION_ORDER: readonly StayType[] = [
  "DAY_PASS",
  "CAMPING_PASS",
  "CABIN",
  "TIPI",
  "LAKE_VILLAGE",
  "SUPERIOR_CABIN",
] satisfies readonly (typeof STAY_TYPES)[number][];
