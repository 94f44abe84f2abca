import { DEFAULT_LANGUAGE, type Language } from "@park/domain/constants.ts";
import { i18n } from "../../shared/i18n/i18n.ts";
import productPagesEs from "../../shared/i18n/locales/product-pages/es.json";

/*
 * The product pages' own interface texts (the `productPages` group), added to Spanish by this module, which
 * only the product pages' code imports, so they load with it rather than with every page's first load
 * (decision 0019); English ones arrive with the rest of English (i18n.ts).
 */
i18n.addTexts(DEFAULT_LANGUAGE, productPagesEs);

export type ProductText = keyof (typeof productPagesEs)["productPages"];
export type ProductTexts = (key: ProductText, values?: Record<string, string | number>) => string;

/** The product pages' texts in `language`, `{{name}}` filled from `values`. */
export function productText(language: Language): ProductTexts {
  return (key, values = {}) => i18n.t(`productPages.${key}`, { ...values, lng: language });
}
