import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { OFFICE_TEXTS, type OfficeTexts } from "./office-texts.ts";

/** The shell's texts in the language shown now (the site's own switch and stored choice). */
export function useOfficeTexts(): OfficeTexts {
  return OFFICE_TEXTS[useLanguage()];
}
