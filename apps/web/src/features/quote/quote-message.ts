import type { Language } from "@park/domain/constants.ts";
import { ITEM_NAMES } from "@park/domain/pricing/item-keys.ts";
import type { MessageParams, QuoteMessageKey } from "@park/domain/quote/quote-messages.ts";
import type { TFunction } from "../../shared/i18n/i18n.ts";
import "../../shared/i18n/commerce/quote.ts";

/** A quote rule's message in the page's language: `count` picks its plural form, `item` is named. */
export function quoteMessage(
  t: TFunction,
  language: Language,
  key: QuoteMessageKey,
  params: MessageParams = {},
): string {
  return t(`quote.messages.${key}`, {
    ...(params.count === undefined ? {} : { count: params.count }),
    ...(params.item ? { item: ITEM_NAMES[params.item][language] } : {}),
  });
}
