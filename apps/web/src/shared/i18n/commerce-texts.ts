import { DEFAULT_LANGUAGE } from "@park/domain/constants.ts";
import { i18n } from "./i18n.ts";
import commerceEs from "./locales/commerce/es.json";

/**
 * The Spanish texts of the quote drawer, cart and lodging maps. Imported (for its effect) by the commerce
 * code only, so these texts load with that code and not with an information page. English commerce texts
 * arrive with the rest of English (i18n.ts).
 */
i18n.addTexts(DEFAULT_LANGUAGE, commerceEs);
