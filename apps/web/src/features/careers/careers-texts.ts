import { DEFAULT_LANGUAGE } from "@park/domain/constants.ts";
import { i18n } from "../../shared/i18n/i18n.ts";
import careersEs from "../../shared/i18n/locales/careers/es.json";

/**
 * The Spanish texts of the careers pages, imported (for its effect) by the careers code only, so they load
 * with it and not with the other pages; English careers texts arrive with the rest of English (i18n.ts).
 */
i18n.addTexts(DEFAULT_LANGUAGE, careersEs);
