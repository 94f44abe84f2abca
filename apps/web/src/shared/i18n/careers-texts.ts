import { DEFAULT_LANGUAGE } from "@park/domain/constants.ts";
import { i18n } from "./i18n.ts";
import careersEs from "./locales/careers/es.json";

/**
 * The Spanish texts of the careers pages, imported (for its effect) by the code that shows them only (the
 * careers pages and the office's applications), so they load with it and not with the other pages; English
 * careers texts arrive with the rest of English (i18n.ts).
 */
i18n.addTexts(DEFAULT_LANGUAGE, careersEs);
