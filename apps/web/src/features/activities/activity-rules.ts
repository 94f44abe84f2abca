import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import "../../shared/i18n/commerce/activities.ts";

/**
 * The safety rules of 000 §5 Activities and 001 §9 each activity's more-information dialog lists, in
 * order, as keys of the commerce texts' `activities.rules`: the night canopy adds its session to the canopy's.
 */
const CANOPY_RULES = [
  "canopyMinHeight",
  "canopyPartialTour",
  "canopyUnder14",
  "canopyHarness",
  "canopyNoWeightLimit",
] as const;

export const ACTIVITY_RULES: Record<VisitActivityType, readonly string[]> = {
  CANOPY_TOUR: CANOPY_RULES,
  CANOPY_TOUR_NIGHT: [...CANOPY_RULES, "canopyNightSession"],
  HORSEBACK_RIDING: ["horsebackHeight", "horsebackOneAdult", "horsebackWeight", "horsebackUnder14"],
  ATV: ["atvRenterAge", "atvUnder18", "atvTwoPerAtv", "atvTrackOnly"],
};
