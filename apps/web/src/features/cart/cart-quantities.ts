import { ACTIVITY_FACTS, activityOfItem } from "@park/domain/activities/activity-types.ts";
import { MAX_PERSONS_WITHOUT_LODGING } from "@park/domain/constants.ts";
import type { AdmissionKey, ItemKey, LodgingItemKey } from "@park/domain/pricing/item-keys.ts";
import { ITEM_LODGING_KIND, isLodgingItemKey } from "@park/domain/pricing/item-keys.ts";
import { LODGING_COUNT_FIELD } from "@park/domain/pricing/product-counts.ts";
import type { CounterLimits } from "@park/domain/quote/counter.ts";
import { maxLodgingUnits } from "@park/domain/quote/lodging-choice.ts";
import { minimumUnits } from "@park/domain/quote/persons-rules.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";

/**
 * What an admission or lodging line's counter shows: the visitor's draft, so an edit shows before the
 * server answers. Activity lines show their booking's count (features/activities useActivityLines).
 */
export function lineQuantity(draft: QuoteDraft, key: AdmissionKey | LodgingItemKey): number {
  if (key === "day_pass" || key === "camping_pass") return draft.visit.numberOfPersons;
  return draft.products[LODGING_COUNT_FIELD[ITEM_LODGING_KIND[key]]];
}

/**
 * The counter limits of a cart line (000 §5 Counter).
 * - Admission lines count persons, from 1: taking the last person away would empty the whole quote, so
 *   that goes through the delete button and its confirmation instead. Above the lodging's beds the
 *   cart asks to add a unit (more-lodging prompt), so the counter itself stops only at 99.
 * - Lodging lines count units, from the fewest the persons need (persons / 6 rounded up) to the kind's
 *   inventory.
 * - Activities: 0 removes the booking; night canopy stops at 50, horseback at 12, the others at 99.
 */
export function lineLimits(draft: QuoteDraft, key: ItemKey): CounterLimits {
  if (key === "day_pass" || key === "camping_pass") return { min: 1, max: MAX_PERSONS_WITHOUT_LODGING };
  if (isLodgingItemKey(key)) {
    const kind = ITEM_LODGING_KIND[key];
    return { min: minimumUnits(draft.visit.numberOfPersons), max: maxLodgingUnits(kind) };
  }
  const activity = activityOfItem(key);
  return { min: 0, max: activity ? ACTIVITY_FACTS[activity].maxQuantity : MAX_PERSONS_WITHOUT_LODGING };
}
