import {
  CHECKOUT_FIELD_MESSAGES,
  type CheckoutFieldMessageKey,
} from "@park/domain/checkout/checkout-messages.ts";
import type { Language } from "@park/domain/constants.ts";

function isMessageKey(key: string): key is CheckoutFieldMessageKey {
  return Object.hasOwn(CHECKOUT_FIELD_MESSAGES, key);
}

/** The domain schema's message key (000 §5 texts) in the page's language; null when the field is fine. */
export function fieldMessage(key: string | undefined, language: Language): string | null {
  if (key === undefined || key === "") return null;
  return isMessageKey(key) ? CHECKOUT_FIELD_MESSAGES[key][language] : key;
}
