import type { ItemKey } from "../pricing/item-keys.ts";

/**
 * What the quote rules ask the visitor or refuse (the cart's removals, the lodging prompts), as codes: the
 * web words them (its commerce locales, quote.messages). Parameters: `count` (a number, which also picks
 * the singular or plural text) and `item` (the item the message names).
 */
export type QuoteMessageKey =
  | "camping_pass_with_lodging"
  | "confirm_remove_day_pass_camping"
  | "confirm_remove_day_pass_lodging"
  | "confirm_remove_lodging"
  | "confirm_remove_item"
  | "more_lodging_needed"
  | "small_tipi_warning";

export interface MessageParams {
  count?: number;
  item?: ItemKey;
}
