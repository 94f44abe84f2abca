import { COUNTER_LIMITS, type Language } from "../constants.ts";
import { type ActivityItemKey, ITEM_NAMES } from "../pricing/item-keys.ts";
import type { ProductCounts } from "../pricing/product-counts.ts";
import { ATV_MAX_HOURS } from "../quote/quote-schemas.ts";

/**
 * The extra activities (000 §3 Activity reservation: visitActivity.type), in their display order:
 * canopy, night canopy, horseback, ATV (000 §3).
 */
export const VISIT_ACTIVITY_TYPES = ["CANOPY_TOUR", "CANOPY_TOUR_NIGHT", "HORSEBACK_RIDING", "ATV"] as const;
export type VisitActivityType = (typeof VISIT_ACTIVITY_TYPES)[number];

/** The only `validation` the schedule call accepts (000 §7): availability as the online shop sees it. */
export const SCHEDULE_VALIDATION = "ECOMMERCE";

/**
 * ATV rentals are by the hour, one hourly slot after another. The track opens at 10:00 and closes at
 * 20:00 in summer (001 §9), so a rental lasts 1 to 10 hours; the slots of the day cut it shorter.
 */
export const ATV_HOURS = { min: 1, max: ATV_MAX_HOURS } as const;

/** How an activity is priced: per person (per horse for riding) or per ATV and hour. */
export type ActivityPricing = "PER_PERSON" | "PER_ATV_HOUR";

export interface ActivityFacts {
  /** The quote line of the activity (000 §3 Item). */
  itemKey: ActivityItemKey;
  /** The product count the activity's reservations add up to. */
  countField: keyof ProductCounts;
  pricing: ActivityPricing;
  /** Largest counter value (000 §5 Counter: activity 99, horseback 12, night canopy 50). */
  maxQuantity: number;
  /** The canopy card picks the first slot itself; the others need the visitor to choose one (000 §4, §5). */
  autoPicksFirstSlot: boolean;
}

export const ACTIVITY_FACTS: Record<VisitActivityType, ActivityFacts> = {
  CANOPY_TOUR: {
    itemKey: "canopy_pass",
    countField: "canopyPasses",
    pricing: "PER_PERSON",
    maxQuantity: COUNTER_LIMITS.activity.max,
    autoPicksFirstSlot: true,
  },
  CANOPY_TOUR_NIGHT: {
    itemKey: "canopy_night_pass",
    countField: "canopyNightPasses",
    pricing: "PER_PERSON",
    maxQuantity: COUNTER_LIMITS.nightCanopy.max,
    autoPicksFirstSlot: false,
  },
  HORSEBACK_RIDING: {
    itemKey: "horseback_riding_pass",
    countField: "horsebackRidingPasses",
    pricing: "PER_PERSON",
    maxQuantity: COUNTER_LIMITS.horseback.max,
    autoPicksFirstSlot: false,
  },
  ATV: {
    itemKey: "atv",
    countField: "atvs",
    pricing: "PER_ATV_HOUR",
    maxQuantity: COUNTER_LIMITS.activity.max,
    autoPicksFirstSlot: false,
  },
};

/** The activity's name as the cart and the summary show it. */
export function activityName(type: VisitActivityType, language: Language): string {
  return ITEM_NAMES[ACTIVITY_FACTS[type].itemKey][language];
}

export function isVisitActivityType(value: unknown): value is VisitActivityType {
  return (VISIT_ACTIVITY_TYPES as readonly unknown[]).includes(value);
}

/** The activity sold on a quote line, or undefined for admission and lodging lines. */
export function activityOfItem(key: string): VisitActivityType | undefined {
  return VISIT_ACTIVITY_TYPES.find((type) => ACTIVITY_FACTS[type].itemKey === key);
}

/** A copy in display order: canopy, night canopy, horseback, ATV. */
export function sortByActivityOrder<T extends { type: VisitActivityType }>(rows: readonly T[]): T[] {
  const order = (type: VisitActivityType) => VISIT_ACTIVITY_TYPES.indexOf(type);
  return [...rows].sort((a, b) => order(a.type) - order(b.type));
}
