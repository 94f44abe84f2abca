import type { Language } from "@park/domain/constants.ts";
import { ITEM_NAMES } from "@park/domain/pricing/item-keys.ts";
import type { QuoteItemDto } from "@park/domain/quote/quote-dto.ts";

/** A line's product name in the page's language (not the language the quote was last saved in). */
export function itemName(item: QuoteItemDto, language: Language): string {
  return ITEM_NAMES[item.product.key][language];
}
