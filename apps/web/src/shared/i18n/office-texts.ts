import { DEFAULT_LANGUAGE } from "@park/domain/constants.ts";
import { i18n } from "./i18n.ts";
import officeEs from "./locales/office/es.json";

/**
 * The Spanish texts of the office, imported (for its effect) by the office's code only, so they load with
 * it and not with the site's pages; English office texts arrive with the rest of English (i18n.ts).
 */
i18n.addTexts(DEFAULT_LANGUAGE, officeEs);
