import type { IsoDate } from "../dates.ts";
import {
  ITEM_LODGING_KIND,
  type ItemKey,
  isActivityItemKey,
  isLodgingItemKey,
} from "../pricing/item-keys.ts";
import { hasLodging, LODGING_COUNT_FIELD, type ProductCounts } from "../pricing/product-counts.ts";
import { setLodgingCount } from "./lodging-choice.ts";
import { clampPersons } from "./persons-rules.ts";
import { newLocalQuote, type QuoteDraft } from "./quote-draft.ts";
import type { MessageParams, QuoteMessageKey } from "./quote-messages.ts";

/**
 * What a cart change did: the quote changed, the quote became a new empty one (the cart then sends
 * the visitor to get prices), a change was ignored, or a removal was refused with a message.
 */
export type CartChange =
  | { outcome: "updated"; quote: QuoteDraft }
  | { outcome: "emptied"; quote: QuoteDraft }
  | { outcome: "ignored"; quote: QuoteDraft }
  | { outcome: "refused"; quote: QuoteDraft; messageKey: "camping_pass_with_lodging" };

const ACTIVITY_COUNT: Record<
  "canopy_pass" | "canopy_night_pass" | "horseback_riding_pass" | "atv",
  keyof ProductCounts
> = {
  canopy_pass: "canopyPasses",
  canopy_night_pass: "canopyNightPasses",
  horseback_riding_pass: "horsebackRidingPasses",
  atv: "atvs",
};

function updated(quote: QuoteDraft, changes: Partial<QuoteDraft>): CartChange {
  return { outcome: "updated", quote: { ...quote, ...changes } };
}

function emptied(today: IsoDate): CartChange {
  return { outcome: "emptied", quote: newLocalQuote(today) };
}

function setActivity(quote: QuoteDraft, key: keyof typeof ACTIVITY_COUNT, count: number): CartChange {
  const products = { ...quote.products, [ACTIVITY_COUNT[key]]: count };
  if (key === "atv" && count === 0) products.atvHours = 0;
  return updated(quote, { products });
}

/**
 * Removing a line from the cart (000 §4 Removal of items from the cart):
 * - lodging: its count goes to 0 and the visit becomes Camping + Day Pass: stay CAMPING_PASS arriving
 *   by day ("the visit becomes Camping + Day Pass"), whatever the lodging's arrival time was;
 * - camping pass: refused while lodging is counted; a camping stay becomes a day pass with departure =
 *   arrival (0 days) arriving by day, since a day pass ends at 6:00 pm ("if stay is CAMPING_PASS, the
 *   visit becomes DAY_PASS with departure equal to arrival and 0 days"); a day-pass stay is emptied;
 *   any other stay loses the camping-pass persons (all of them), which empties it;
 * - day pass: a day-pass stay is emptied; otherwise the DAY arrival becomes NIGHT;
 * - an activity: its count goes to 0.
 * Changes of dates or arrival time drop an applied promotion and the 3x2 toggle where it no longer fits.
 */
export function removeCartItem(quote: QuoteDraft, key: ItemKey, today: IsoDate): CartChange {
  const { visit } = quote;
  if (isActivityItemKey(key)) return setActivity(quote, key, 0);

  if (isLodgingItemKey(key)) {
    const kind = ITEM_LODGING_KIND[key];
    const timeChanged = visit.arrivalTime !== null && visit.arrivalTime !== "DAY";
    return updated(quote, {
      visit: { ...visit, stayType: "CAMPING_PASS", arrivalTime: "DAY" },
      products: { ...quote.products, [LODGING_COUNT_FIELD[kind]]: 0 },
      ...(timeChanged ? { promotionCode: null } : {}),
    });
  }

  if (key === "camping_pass") {
    if (hasLodging(quote.products)) {
      return { outcome: "refused", quote, messageKey: "camping_pass_with_lodging" };
    }
    if (visit.stayType === "CAMPING_PASS") {
      return updated(quote, {
        visit: { ...visit, stayType: "DAY_PASS", departureDate: visit.arrivalDate, arrivalTime: "DAY" },
        offer3x2: false,
        promotionCode: null,
      });
    }
    // A day-pass stay is emptied outright. Any other stay loses the camping-pass persons; that line
    // counts every person, so none is left, and a main quantity below 1 empties the quote.
    return emptied(today);
  }

  // day_pass
  if (visit.stayType === "DAY_PASS") return emptied(today);
  if (visit.arrivalTime !== "DAY") return { outcome: "ignored", quote };
  return updated(quote, { visit: { ...visit, arrivalTime: "NIGHT" }, promotionCode: null });
}

/**
 * A cart counter change. Admission lines (day pass, camping pass) count persons; lodging lines
 * count units (above the kind's maximum ignored); activities count passes or vehicles, 0 removing
 * them. Any main quantity (admission or lodging) below 1 empties the quote.
 */
export function changeCartQuantity(
  quote: QuoteDraft,
  key: ItemKey,
  quantity: number,
  today: IsoDate,
): CartChange {
  const count = Math.round(quantity);
  if (Number.isNaN(count)) return { outcome: "ignored", quote };
  if (isActivityItemKey(key)) return setActivity(quote, key, Math.max(0, count));
  if (count < 1) return emptied(today);
  if (isLodgingItemKey(key)) {
    const products = setLodgingCount(quote.products, ITEM_LODGING_KIND[key], count);
    return products === quote.products ? { outcome: "ignored", quote } : updated(quote, { products });
  }
  return updated(quote, { visit: { ...quote.visit, numberOfPersons: clampPersons(count, quote.products) } });
}

/** The confirmation asked before removing a line. */
export interface RemovalConfirmation {
  messageKey: QuoteMessageKey;
  params: MessageParams;
  /** The removal leaves nothing: the quote starts again empty, which the confirmation must say. */
  emptiesQuote: boolean;
}

/** The confirmation asked before removing a line: message key, its parameters and whether it empties the quote. */
export function removalConfirmation(quote: QuoteDraft, key: ItemKey, today: IsoDate): RemovalConfirmation {
  const { visit } = quote;
  const emptiesQuote = removeCartItem(quote, key, today).outcome === "emptied";
  if (isLodgingItemKey(key)) return { messageKey: "confirm_remove_lodging", params: {}, emptiesQuote };
  if (key === "day_pass" && visit.stayType !== "DAY_PASS") {
    return hasLodging(quote.products)
      ? {
          messageKey: "confirm_remove_day_pass_lodging",
          params: { count: visit.numberOfPersons },
          emptiesQuote,
        }
      : { messageKey: "confirm_remove_day_pass_camping", params: {}, emptiesQuote };
  }
  return { messageKey: "confirm_remove_item", params: { item: key }, emptiesQuote };
}
