import type { VisitActivityType } from "./activity-types.ts";

/**
 * What the activity selectors and the activity calls tell the visitor (000 §5 Activities, §8), as codes:
 * each runtime words them in its catalogue (the web's commerce texts `activities.messages`, the API's
 * `activity`), the English the spec quotes verbatim. Parameters: `activity` (the activity's name) for
 * activity_not_available, `max` (the counter's limit) for quantity_over_limit.
 */
export type ActivityMessageKey =
  | "select_date"
  | "select_slot"
  | "date_not_available"
  | "slot_not_available"
  | "hours_out_of_range"
  | "activity_not_available"
  | "unknown_activity_type"
  | "schedule_of_other_activity"
  | "unknown_schedule"
  | "quantity_over_limit"
  | "date_outside_visit";

/**
 * The error texts of the activity update call (000 §8 "Activity update errors"): the server answers
 * with these exact strings, and the selectors show the message they name.
 */
export const ACTIVITY_UPDATE_ERRORS = {
  hourOutOfRange: "Hour out of range",
  notEnoughInventory: "Not enough inventory",
} as const;
export type ActivityUpdateError = (typeof ACTIVITY_UPDATE_ERRORS)[keyof typeof ACTIVITY_UPDATE_ERRORS];

/**
 * What a selector shows for an update error (000 §8): "Hour out of range" the hours message; "Not
 * enough inventory" the date message for the canopy (its slot is picked for the visitor) and the slot
 * message for the others.
 */
export function activityUpdateErrorMessageKey(
  error: ActivityUpdateError,
  type: VisitActivityType,
): ActivityMessageKey {
  if (error === ACTIVITY_UPDATE_ERRORS.hourOutOfRange) return "hours_out_of_range";
  return type === "CANOPY_TOUR" ? "date_not_available" : "slot_not_available";
}
