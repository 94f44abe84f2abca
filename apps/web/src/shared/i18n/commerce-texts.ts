import { DEFAULT_LANGUAGE } from "@park/domain/constants.ts";
import { i18n, type Texts } from "./i18n.ts";

/**
 * Adds the Spanish texts of one commerce namespace (`commerce/<namespace>.ts`). Each namespace is imported, for
 * its effect, by the code that shows its texts, so a page loads only the namespaces it uses, and none loads
 * with an information page (decision 0057). English commerce texts arrive with the rest of English (i18n.ts).
 */
export function addCommerceTexts(namespace: string, texts: Texts): void {
  i18n.addTexts(DEFAULT_LANGUAGE, { [namespace]: texts });
}
