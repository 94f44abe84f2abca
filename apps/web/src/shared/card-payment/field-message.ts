import type { Language } from "@park/domain/constants.ts";
import { codeText } from "../i18n/code-text.ts";
import "../i18n/commerce/checkout.ts";

/** The domain schema's message key (000 §5 texts) in the page's language; null when the field is fine. */
export function fieldMessage(key: string | undefined, language: Language): string | null {
  if (key === undefined || key === "") return null;
  return codeText("checkout.fieldErrors", key, { lng: language });
}
